; expect: valid
; why: nsz on select: a zero result may have either sign, so +0.0 refines select c, +0.0, -0.0

define float @src(i1 %c) {
%r = select nsz i1 %c, float 0.0, float -0.0
  ret float %r
}

define float @tgt(i1 %c) {
ret float 0.0
}
