; synth: found
; fast: yes
; category: vector
; why: usub.sat(a, b) + b is a - b + b = a when a > b and 0 + b otherwise: umax
; expect-tgt: %r = call <8 x i16> @llvm.umax.v8i16(<8 x i16> %a, <8 x i16> %b)
; uops: 5 -> 4

define <8 x i16> @src(<8 x i16> %a, <8 x i16> %b) {
  %d = call <8 x i16> @llvm.usub.sat.v8i16(<8 x i16> %a, <8 x i16> %b)
  %r = add <8 x i16> %d, %b
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.umax.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.umax.v8i16(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.usub.sat.v8i16(<8 x i16>, <8 x i16>)
