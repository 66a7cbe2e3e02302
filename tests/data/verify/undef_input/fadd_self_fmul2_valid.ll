; expect: valid
; why: x + x -> x * 2.0: the target reads x once, and both round the exact 2x

define float @src(float %x) {
  %r = fadd float %x, %x
  ret float %r
}

define float @tgt(float %x) {
  %r = fmul float %x, 2.0
  ret float %r
}
