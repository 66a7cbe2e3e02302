; synth: found
; fast: yes
; category: constants
; why: (x + x) * 4.0 == x * 8.0: x + x = 2x is exact, and scaling by powers of two rounds once either way (overflow to inf in both)
; expect-tgt: %r = fmul float %x, 8.0
; uops: 6 -> 5

define float @src(float %x) {
  %a = fadd float %x, %x
  %r = fmul float %a, 4.0
  ret float %r
}

define float @tgt(float %x) {
  %r = fmul float %x, 8.0
  ret float %r
}
