; expect: valid
; why: LangRef NaN rules: x / 1.0 is x for numbers and may return a NaN x unchanged

define float @src(float %x) {
%r = fdiv float %x, 1.0
  ret float %r
}

define float @tgt(float %x) {
ret float %x
}
