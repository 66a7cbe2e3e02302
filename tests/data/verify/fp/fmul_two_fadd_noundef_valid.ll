; expect: valid
; why: with noundef inputs every use reads the same value, and the expansion is exact

define float @src(float noundef %x) {
  %r = fmul float %x, 2.0
  ret float %r
}

define float @tgt(float noundef %x) {
  %r = fadd float %x, %x
  ret float %r
}
