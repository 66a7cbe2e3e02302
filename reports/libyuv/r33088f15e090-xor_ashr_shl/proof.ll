; r33088f15e090: ((X <<[nuw] 24) >>s 24) ^ -128 -> X +[nsw] -128
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments.
; @src1/@tgt1: one concrete instance at i8.

define <8 x i32> @src(<8 x i32> %a0) {
  %v0 = shl nuw <8 x i32> %a0, splat (i32 24)
  %v1 = ashr <8 x i32> %v0, splat (i32 24)
  %v2 = xor <8 x i32> %v1, splat (i32 -128)
  ret <8 x i32> %v2
}

define <8 x i32> @tgt(<8 x i32> %a0) {
  %v0 = add nsw <8 x i32> %a0, splat (i32 -128)
  ret <8 x i32> %v0
}

define <8 x i32> @src1(<8 x i32> %x) {
  %shl = shl nuw <8 x i32> %x, splat (i32 24)
  %ashr = ashr <8 x i32> %shl, splat (i32 24)
  %r = xor <8 x i32> %ashr, splat (i32 -128)
  ret <8 x i32> %r
}

define <8 x i32> @tgt1(<8 x i32> %x) {
  %r = add nsw <8 x i32> %x, splat (i32 -128)
  ret <8 x i32> %r
}


