; expect: valid
; why: LangRef NaN rules: x * -1.0 is -x for numbers (zeros included); for a NaN it may return x unchanged with the sign flipped

define float @src(float %x) {
%r = fmul float %x, -1.0
  ret float %r
}

define float @tgt(float %x) {
%r = fneg float %x
  ret float %r
}
