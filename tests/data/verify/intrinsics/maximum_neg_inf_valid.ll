; expect: valid
; why: maximum(x, -inf) = x; NaN propagates

define double @src(double %x) {
  %r = call double @llvm.maximum.f64(double %x, double 0xFFF0000000000000)
  ret double %r
}

define double @tgt(double %x) {
  ret double %x
}

declare double @llvm.maximum.f64(double, double)
