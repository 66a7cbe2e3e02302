; expect: invalid
; why: LangRef NaN rules: the target's fsub (nsz or not) may return a NaN other than the exact fneg x

define float @src(float %x) {
%r = fneg float %x
  ret float %r
}

define float @tgt(float %x) {
%r = fsub nsz float 0.0, %x
  ret float %r
}
