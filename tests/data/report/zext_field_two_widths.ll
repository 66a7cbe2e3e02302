; why: libYUV's (zext(X >>u 8) << 24) >>s 24 -> sext(X) >>s 8 with X: i16 and the result i32 (issue 37 item 4, "matchers tied to one operand type"): a rule over two types, so the C++ reads the shifts as C0 (of X's type) and C1 (of the result's) under C1 == width - nwidth + C0 and matches any pair of types; the old report checked for exactly i16 and i32 ("proved at these types only")
; expect class: instcombine
; expect plugin: fired 2/2, untouched 5/5, FileCheck passed (fails without the fold), refines 6/7
; expect width guard: BW <= 64
define i32 @src_a(i16 %x) {
  %lshr = lshr i16 %x, 8
  %zext = zext i16 %lshr to i32
  %shl = shl i32 %zext, 24
  %r = ashr i32 %shl, 24
  ret i32 %r
}
define i32 @tgt_a(i16 %x) {
  %sext = sext i16 %x to i32
  %r = ashr i32 %sext, 8
  ret i32 %r
}
