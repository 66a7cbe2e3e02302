; expect: valid
; why: LangRef NaN rules: select returns its chosen operand bit for bit

define float @src(i1 %c, float %x) {
%r = select i1 %c, float %x, float %x
  ret float %r
}

define float @tgt(i1 %c, float %x) {
ret float %x
}
