; synth: found
; category: memory
; why: the float reloaded from the start of the just-stored <4 x float> is lane 0 of the vector (free in a register); the store stays
; expect-tgt: %e = extractelement <4 x float> %v, i64 0 ; %r = fmul float %e, %y
; uops: 7 -> 6

define float @src(ptr %p, <4 x float> %v, float %y) {
  store <4 x float> %v, ptr %p
  %l = load float, ptr %p
  %r = fmul float %l, %y
  ret float %r
}

define float @tgt(ptr %p, <4 x float> %v, float %y) {
  store <4 x float> %v, ptr %p
  %e = extractelement <4 x float> %v, i64 0
  %r = fmul float %e, %y
  ret float %r
}
