; expect: valid
; why: floor(x) = -ceil(-x), including signed zeros

define double @src(double %x) {
  %r = call double @llvm.floor.f64(double %x)
  ret double %r
}

define double @tgt(double %x) {
  %n = fneg double %x
  %c = call double @llvm.ceil.f64(double %n)
  %r = fneg double %c
  ret double %r
}

declare double @llvm.floor.f64(double)
declare double @llvm.ceil.f64(double)
