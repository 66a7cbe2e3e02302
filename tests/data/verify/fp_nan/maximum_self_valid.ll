; expect: valid
; why: maximum refines itself: -0.0 < +0.0 is fixed, a NaN result is the source's choice to match

define double @src(double %a, double %b) {
%r = call double @llvm.maximum.f64(double %a, double %b)
  ret double %r
}

define double @tgt(double %a, double %b) {
%r = call double @llvm.maximum.f64(double %a, double %b)
  ret double %r
}

declare double @llvm.maximum.f64(double, double)
