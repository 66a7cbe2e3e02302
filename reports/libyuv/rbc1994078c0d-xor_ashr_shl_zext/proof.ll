; rbc1994078c0d: ((zext(X >>u 8) << 24) >>s 24) ^ -128 -> zext(X >>u 8) +[nsw] -128
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule.
; @src1/@tgt1: one concrete instance at i32.

define <16 x i32> @src(<16 x i16> %a0) {
  %v0 = lshr <16 x i16> %a0, splat (i16 8)
  %v1 = zext <16 x i16> %v0 to <16 x i32>
  %v2 = shl <16 x i32> %v1, splat (i32 24)
  %v3 = ashr <16 x i32> %v2, splat (i32 24)
  %v4 = xor <16 x i32> %v3, splat (i32 -128)
  ret <16 x i32> %v4
}

define <16 x i32> @tgt(<16 x i16> %a0) {
  %v0 = lshr <16 x i16> %a0, splat (i16 8)
  %v1 = zext nneg <16 x i16> %v0 to <16 x i32>
  %v2 = add nsw <16 x i32> %v1, splat (i32 -128)
  ret <16 x i32> %v2
}

define <16 x i32> @src1(<16 x i16> %x) {
  %lshr = lshr <16 x i16> %x, splat (i16 8)
  %zext = zext <16 x i16> %lshr to <16 x i32>
  %shl = shl <16 x i32> %zext, splat (i32 24)
  %ashr = ashr <16 x i32> %shl, splat (i32 24)
  %r = xor <16 x i32> %ashr, splat (i32 -128)
  ret <16 x i32> %r
}

define <16 x i32> @tgt1(<16 x i16> %x) {
  %lshr = lshr <16 x i16> %x, splat (i16 8)
  %zext = zext nneg <16 x i16> %lshr to <16 x i32>
  %r = add nsw <16 x i32> %zext, splat (i32 -128)
  ret <16 x i32> %r
}


