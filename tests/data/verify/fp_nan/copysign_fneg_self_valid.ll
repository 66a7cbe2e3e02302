; expect: valid
; why: LangRef NaN rules: copysign(x, -x) is x with its sign flipped, which is fneg x bit for bit

define double @src(double %x) {
%n = fneg double %x
  %r = call double @llvm.copysign.f64(double %x, double %n)
  ret double %r
}

define double @tgt(double %x) {
%r = fneg double %x
  ret double %r
}

declare double @llvm.copysign.f64(double, double)
