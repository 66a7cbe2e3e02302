; expect: valid
; why: maxnum(x, x) is x; for a NaN x the result is a NaN that may be x unchanged

define double @src(double %x) {
%r = call double @llvm.maxnum.f64(double %x, double %x)
  ret double %r
}

define double @tgt(double %x) {
ret double %x
}

declare double @llvm.maxnum.f64(double, double)
