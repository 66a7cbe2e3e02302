; why: libYUV's ((X <<nuw 24) >>s 24) ^ -128 -> X +nsw -128 (issue 37 item 4): the C++ reads the shift and the xor constant as C0 and C1 under C1 == -1 << (width - C0 - 1), checks the shift amount is in range, and its one width guard is `BW <= 64` (issue 54): refuted nowhere, every small width included, but its precondition reads the width and it is proved up to i64 only
; expect class: instcombine
; expect plugin: fired 3/3, untouched 6/6, FileCheck passed (fails without the fold), refines 8/9
; expect width guard: BW <= 64
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
