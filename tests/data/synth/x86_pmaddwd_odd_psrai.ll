; synth: found
; category: x86
; why: pmaddwd with <0,1,...> keeps the sign-extended odd (high) i16 of each dword: an arithmetic shift right by 16 of the dwords
; expect-tgt: %b = bitcast <8 x i16> %x to <4 x i32> ; %r = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %b, i32 16)
; uops: 5 -> 4

define <4 x i32> @src(<8 x i16> %x) {
  %r = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %x, <8 x i16> <i16 0, i16 1, i16 0, i16 1, i16 0, i16 1, i16 0, i16 1>)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<8 x i16> %x) {
  %b = bitcast <8 x i16> %x to <4 x i32>
  %r = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %b, i32 16)
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16>, <8 x i16>)
declare <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32>, i32)
