; expect: invalid
; why: without nsz, x * 0.0 is -0.0 for a negative x

define float @src(float %x) {
%r = fmul nnan ninf float %x, 0.0
  ret float %r
}

define float @tgt(float %x) {
ret float 0.0
}
