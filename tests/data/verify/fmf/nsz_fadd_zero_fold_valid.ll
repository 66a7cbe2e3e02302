; expect: valid
; why: nsz: the sign of a zero result is free, so x + 0.0 may be -0.0 for x = -0.0: x refines it

define float @src(float %x) {
%r = fadd nsz float %x, 0.0
  ret float %r
}

define float @tgt(float %x) {
ret float %x
}
