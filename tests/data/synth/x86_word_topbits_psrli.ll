; synth: found
; fast: yes
; category: x86
; why: Minotaur paper (with the input as words, so a poison byte poisons its whole word in both): top two bits of each dword is psrld by 30
; expect-tgt: %r = call <8 x i32> @llvm.x86.avx2.psrli.d(<8 x i32> %w, i32 30)
; uops: 9 -> 4

define <8 x i32> @src(<8 x i32> %w) {
  %x = bitcast <8 x i32> %w to <32 x i8>
  %s = shufflevector <32 x i8> %x, <32 x i8> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %l = lshr <8 x i8> %s, splat (i8 6)
  %r = zext <8 x i8> %l to <8 x i32>
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> %w) {
  %r = call <8 x i32> @llvm.x86.avx2.psrli.d(<8 x i32> %w, i32 30)
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.x86.avx2.psrli.d(<8 x i32>, i32)
