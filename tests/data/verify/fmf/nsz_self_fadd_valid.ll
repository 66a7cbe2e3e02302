; expect: valid
; why: nsz is modelled the same way in both programs (a free zero sign, the source's to choose), so the function refines itself

define float @src(float %x, float %y) {
%r = fadd nsz float %x, %y
  ret float %r
}

define float @tgt(float %x, float %y) {
%r = fadd nsz float %x, %y
  ret float %r
}
