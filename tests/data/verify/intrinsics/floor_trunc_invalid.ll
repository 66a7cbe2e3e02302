; expect: invalid
; why: floor(-0.5) = -1.0 but trunc(-0.5) = -0.0

define double @src(double %x) {
  %r = call double @llvm.floor.f64(double %x)
  ret double %r
}

define double @tgt(double %x) {
  %r = call double @llvm.trunc.f64(double %x)
  ret double %r
}

declare double @llvm.floor.f64(double)
declare double @llvm.trunc.f64(double)
