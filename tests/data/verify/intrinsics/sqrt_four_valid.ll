; expect: valid
; why: sqrt(4.0) = 2.0 exactly

define double @src() {
  %r = call double @llvm.sqrt.f64(double 4.0)
  ret double %r
}

define double @tgt() {
  ret double 2.0
}

declare double @llvm.sqrt.f64(double)
