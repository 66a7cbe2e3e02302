; r99866c5af72e: ((zext(umin(X, 255)) << 24) >>s 24) ^ -128 -> zext(umin(X, 255)) +[nsw] -128
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule.
; @src1/@tgt1: one concrete instance at i32.

define <16 x i32> @src(<16 x i16> %a0) {
  %v0 = call <16 x i16> @llvm.umin.v16i16(<16 x i16> %a0, <16 x i16> splat (i16 255))
  %v1 = zext <16 x i16> %v0 to <16 x i32>
  %v2 = shl <16 x i32> %v1, splat (i32 24)
  %v3 = ashr <16 x i32> %v2, splat (i32 24)
  %v4 = xor <16 x i32> %v3, splat (i32 -128)
  ret <16 x i32> %v4
}

define <16 x i32> @tgt(<16 x i16> %a0) {
  %v0 = call <16 x i16> @llvm.umin.v16i16(<16 x i16> %a0, <16 x i16> splat (i16 255))
  %v1 = zext nneg <16 x i16> %v0 to <16 x i32>
  %v2 = add nsw <16 x i32> %v1, splat (i32 -128)
  ret <16 x i32> %v2
}

define <16 x i32> @src1(<16 x i16> %x) {
  %umin = call <16 x i16> @llvm.umin.v16i16(<16 x i16> %x, <16 x i16> splat (i16 255))
  %zext = zext <16 x i16> %umin to <16 x i32>
  %shl = shl <16 x i32> %zext, splat (i32 24)
  %ashr = ashr <16 x i32> %shl, splat (i32 24)
  %r = xor <16 x i32> %ashr, splat (i32 -128)
  ret <16 x i32> %r
}

define <16 x i32> @tgt1(<16 x i16> %x) {
  %umin = call <16 x i16> @llvm.umin.v16i16(<16 x i16> %x, <16 x i16> splat (i16 255))
  %zext = zext nneg <16 x i16> %umin to <16 x i32>
  %r = add nsw <16 x i32> %zext, splat (i32 -128)
  ret <16 x i32> %r
}

declare <16 x i16> @llvm.umin.v16i16(<16 x i16>, <16 x i16>)
