; expect: invalid
; why: pavg rounds up ((a + b + 1) >> 1); the truncating average (a + b) >> 1 differs whenever a + b is odd, e.g. a = 0, b = 1

define <8 x i16> @src(<8 x i16> %a, <8 x i16> %b) {
  %wa = zext <8 x i16> %a to <8 x i32>
  %wb = zext <8 x i16> %b to <8 x i32>
  %s = add nuw nsw <8 x i32> %wa, %wb
  %h = lshr <8 x i32> %s, splat (i32 1)
  %r = trunc <8 x i32> %h to <8 x i16>
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16>, <8 x i16>)
