; expect: invalid
; why: psra.d and psrl.d agree only on non-negative lanes; replacing the arithmetic shift by the logical one is wrong for negative ones
define <8 x i32> @src(<8 x i32> %a, <4 x i32> %c) {
  %r = call <8 x i32> @llvm.x86.avx2.psra.d(<8 x i32> %a, <4 x i32> %c)
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> %a, <4 x i32> %c) {
  %r = call <8 x i32> @llvm.x86.avx2.psrl.d(<8 x i32> %a, <4 x i32> %c)
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.x86.avx2.psra.d(<8 x i32>, <4 x i32>)
declare <8 x i32> @llvm.x86.avx2.psrl.d(<8 x i32>, <4 x i32>)
