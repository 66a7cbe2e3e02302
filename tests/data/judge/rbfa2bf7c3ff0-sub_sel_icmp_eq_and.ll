; from reports/libyuv/rbfa2bf7c3ff0-sub_sel_icmp_eq_and (reviewed 2026-11-27)
; why: the loop vectorizer's trip count n - ((n & M) == 0 ? M + 1 : n & M) as (n - 1) & ~M: the one genuine InstCombine miss of the review, 5 -> 3 IR instructions after -O3 and fewer machine instructions on all four CPU models (libYUV)
; expect verdict: worth
; expect class: instcombine
define i64 @src(i32 %x) {
  %zext = zext nneg i32 %x to i64
  %and = and i64 %zext, 3
  %cmp = icmp eq i64 %and, 0
  %sel = select i1 %cmp, i64 4, i64 %and
  %r = sub i64 %zext, %sel
  ret i64 %r
}

define i64 @tgt(i32 %x) {
  %zext = zext nneg i32 %x to i64
  %add = add nsw i64 %zext, -1
  %r = and i64 %add, -4
  ret i64 %r
}

declare void @llvm.assume(i1)
