; why: perl's ((trunc nuw nsw X) +nsw 1) >>u 3) + -1 -> ashr: the proof needs both flags of the trunc (with nuw alone the truncated value may be negative), and the C++ matched m_NUWTrunc only, so the negative test without nsw was folded into a function that does not refine it ("fold outputs refuted 1" in the perl report of 2026-11-28); the nsw is now checked after the match, and every negative test is left alone
; expect class: instcombine
; expect plugin: fired 2/2, untouched 4/4, FileCheck passed (fails without the fold), refines 5/6
; expect width guard: NBW > 3
define i32 @src_a(i64 %x) {
  %trunc = trunc nuw nsw i64 %x to i32
  %add = add nsw i32 %trunc, 1
  %lshr = lshr i32 %add, 3
  %r = add i32 %lshr, -1
  ret i32 %r
}
define i32 @tgt_a(i64 %x) {
  %trunc = trunc nuw nsw i64 %x to i32
  %add = add nuw nsw i32 %trunc, 1
  %add1 = add nsw i32 %add, -8
  %r = ashr i32 %add1, 3
  ret i32 %r
}
