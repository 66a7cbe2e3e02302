; synth: found
; fast: yes
; category: fp
; why: Minotaur paper: (x * 0.0) * 3.0 == x * 0.0 (the product is +-0 or NaN, and multiplying that by 3.0 changes nothing)
; expect-tgt: %r = fmul float %x, 0.0
; uops: 7 -> 5

define float @src(float %x) {
  %a = fmul float %x, 0.0
  %r = fmul float %a, 3.0
  ret float %r
}

define float @tgt(float %x) {
  %r = fmul float %x, 0.0
  ret float %r
}
