; synth: found
; fast: yes
; category: x86
; why: concatenating two <8 x i16>, clamping to [0,255] with signed max/min and truncating to bytes is exactly packuswb
; expect-tgt: %r = call <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16> %a, <8 x i16> %b)
; uops: 12 -> 4

define <16 x i8> @src(<8 x i16> %a, <8 x i16> %b) {
  %c = shufflevector <8 x i16> %a, <8 x i16> %b, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %lo = call <16 x i16> @llvm.smax.v16i16(<16 x i16> %c, <16 x i16> zeroinitializer)
  %hi = call <16 x i16> @llvm.smin.v16i16(<16 x i16> %lo, <16 x i16> splat (i16 255))
  %r = trunc <16 x i16> %hi to <16 x i8>
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<8 x i16> %a, <8 x i16> %b) {
  %r = call <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16> %a, <8 x i16> %b)
  ret <16 x i8> %r
}

declare <16 x i16> @llvm.smax.v16i16(<16 x i16>, <16 x i16>)
declare <16 x i16> @llvm.smin.v16i16(<16 x i16>, <16 x i16>)
declare <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16>, <8 x i16>)
