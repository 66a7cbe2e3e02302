; expect: valid
; why: x*2 and x+x are the same exact real 2x, same rounding/overflow

define float @src(float %x) {
  %r = fmul float %x, 2.0
  ret float %r
}

define float @tgt(float %x) {
  %r = fadd float %x, %x
  ret float %r
}
