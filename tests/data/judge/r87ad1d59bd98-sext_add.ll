; from reports/libyuv/r87ad1d59bd98-sext_add (reviewed 2026-11-27)
; why: sext(x +nsw -1) as sext(x) +nsw -1: decl; movslq against movslq; decq, the same count on every CPU model (the one uOp was sapphirerapids' model); the inverse of narrowMathIfNoOverflow (libYUV)
; expect verdict: noise
; expect class: none
define i64 @src(i32 %x) {
  %add = add nsw i32 %x, -1
  %r = sext i32 %add to i64
  ret i64 %r
}

define i64 @tgt(i32 %x) {
  %sext = sext i32 %x to i64
  %r = add nsw i64 %sext, -1
  ret i64 %r
}
