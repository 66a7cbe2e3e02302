; expect: invalid
; why: sqrt(x)*sqrt(x) rounds (x=2.0) and is NaN for x<0

define double @src(double %x) {
  %s = call double @llvm.sqrt.f64(double %x)
  %r = fmul double %s, %s
  ret double %r
}

define double @tgt(double %x) {
  ret double %x
}

declare double @llvm.sqrt.f64(double)
