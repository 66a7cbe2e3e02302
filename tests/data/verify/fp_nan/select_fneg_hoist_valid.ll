; expect: valid
; why: LangRef NaN rules: fneg and select both move bits exactly: fneg (select c, a, b) = select c, fneg a, fneg b

define float @src(i1 %c, float %a, float %b) {
%s = select i1 %c, float %a, float %b
  %r = fneg float %s
  ret float %r
}

define float @tgt(i1 %c, float %a, float %b) {
%na = fneg float %a
  %nb = fneg float %b
  %r = select i1 %c, float %na, float %nb
  ret float %r
}
