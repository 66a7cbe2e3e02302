; r33088f15e090: ((zext(X >>u 8) << 24) >>s 24) ^ -128 -> zext(X >>u 8) +[nsw] -128
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule.
; @src1/@tgt1: one concrete instance at i32.

define <8 x i32> @src(<8 x i16> %a0) {
  %v0 = lshr <8 x i16> %a0, splat (i16 8)
  %v1 = zext <8 x i16> %v0 to <8 x i32>
  %v2 = shl <8 x i32> %v1, splat (i32 24)
  %v3 = ashr <8 x i32> %v2, splat (i32 24)
  %v4 = xor <8 x i32> %v3, splat (i32 -128)
  ret <8 x i32> %v4
}

define <8 x i32> @tgt(<8 x i16> %a0) {
  %v0 = lshr <8 x i16> %a0, splat (i16 8)
  %v1 = zext nneg <8 x i16> %v0 to <8 x i32>
  %v2 = add nsw <8 x i32> %v1, splat (i32 -128)
  ret <8 x i32> %v2
}

define <8 x i32> @src1(<8 x i16> %x) {
  %lshr = lshr <8 x i16> %x, splat (i16 8)
  %zext = zext <8 x i16> %lshr to <8 x i32>
  %shl = shl <8 x i32> %zext, splat (i32 24)
  %ashr = ashr <8 x i32> %shl, splat (i32 24)
  %r = xor <8 x i32> %ashr, splat (i32 -128)
  ret <8 x i32> %r
}

define <8 x i32> @tgt1(<8 x i16> %x) {
  %lshr = lshr <8 x i16> %x, splat (i16 8)
  %zext = zext nneg <8 x i16> %lshr to <8 x i32>
  %r = add nsw <8 x i32> %zext, splat (i32 -128)
  ret <8 x i32> %r
}


