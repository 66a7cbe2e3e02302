; expect: valid
; why: LangRef NaN rules: fadd x, -0.0 may return x's NaN unchanged (and x otherwise), so both arms may be x

define float @src(i1 %c, float %x) {
%a = fadd float %x, -0.0
  %r = select i1 %c, float %a, float %x
  ret float %r
}

define float @tgt(i1 %c, float %x) {
ret float %x
}
