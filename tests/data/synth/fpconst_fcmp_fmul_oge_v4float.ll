; synth: found
; category: constants
; why: vector form of the lbm-style threshold: x*7 >= 255 iff x > 0x4211B6DB (7 and 255: 255/7 rounded is 0x4211B6DB, but the first x reaching 255 is 0x4211B6DC)
; expect-tgt: %s0 = fcmp ogt <4 x float> %x, splat (float 0x404236DB60000000)
; uops: 7 -> 5

define <4 x i1> @src(<4 x float> %x) {
  %a = fmul <4 x float> %x, splat (float 7.0)
  %r = fcmp oge <4 x float> %a, splat (float 255.0)
  ret <4 x i1> %r
}

define <4 x i1> @tgt(<4 x float> %x) {
  %s0 = fcmp ogt <4 x float> %x, splat (float 0x404236DB60000000)
  ret <4 x i1> %s0
}
