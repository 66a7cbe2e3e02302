; expect: valid
; why: the widened rounding average of <32 x i8> (zext, add, add 1, lshr 1, trunc) is exactly avx2.pavg.b, lane for lane and poison for poison

define <32 x i8> @src(<32 x i8> %a, <32 x i8> %b) {
  %wa = zext <32 x i8> %a to <32 x i16>
  %wb = zext <32 x i8> %b to <32 x i16>
  %s = add nuw nsw <32 x i16> %wa, %wb
  %s1 = add nuw nsw <32 x i16> %s, splat (i16 1)
  %h = lshr <32 x i16> %s1, splat (i16 1)
  %r = trunc <32 x i16> %h to <32 x i8>
  ret <32 x i8> %r
}

define <32 x i8> @tgt(<32 x i8> %a, <32 x i8> %b) {
  %r = call <32 x i8> @llvm.x86.avx2.pavg.b(<32 x i8> %a, <32 x i8> %b)
  ret <32 x i8> %r
}

declare <32 x i8> @llvm.x86.avx2.pavg.b(<32 x i8>, <32 x i8>)
