; expect: invalid
; why: nsz on the target's select may turn its +0.0 into -0.0

define float @src(i1 %c, float %x) {
%r = select i1 %c, float 0.0, float %x
  ret float %r
}

define float @tgt(i1 %c, float %x) {
%r = select nsz i1 %c, float 0.0, float %x
  ret float %r
}
