; expect: invalid
; why: LangRef NaN rules: fneg keeps the NaN bits (sign flipped); fsub may return another NaN (e.g. the preferred one)

define double @src(double %x) {
%r = fneg double %x
  ret double %r
}

define double @tgt(double %x) {
%r = fsub double -0.0, %x
  ret double %r
}
