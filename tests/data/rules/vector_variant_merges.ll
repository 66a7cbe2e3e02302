; why: one miss found as a scalar and as a vector (issue 37 item 2; libYUV has the sign-extension xor at i32, <8 x i32> and <16 x i32>): the vector find is lane-wise with splat constants, so it is an instance of the scalar rule, which is proved for splat vectors too, and is listed in its report instead of being a rule of its own
; expect rules: 1
; expect subsumed: 1
; expect not proved: 0
; expect pre: C1 == -1 << ((width - C0) - 1) && C0 != 0
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %shl = shl nuw i32 %x, 24
  %ashr = ashr i32 %shl, 24
  %r = xor i32 %ashr, -128
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = add nsw i32 %x, -128
  ret i32 %r
}
define <8 x i32> @src_b(<8 x i32> %x) {
  %shl = shl nuw <8 x i32> %x, splat (i32 24)
  %ashr = ashr <8 x i32> %shl, splat (i32 24)
  %r = xor <8 x i32> %ashr, splat (i32 -128)
  ret <8 x i32> %r
}
define <8 x i32> @tgt_b(<8 x i32> %x) {
  %r = add nsw <8 x i32> %x, splat (i32 -128)
  ret <8 x i32> %r
}
