; expect: invalid
; why: without inbounds p + 4 may wrap, and add nuw would then be poison

define i64 @src(ptr %p) {
  %g = getelementptr i8, ptr %p, i64 4
  %a = ptrtoint ptr %g to i64
  ret i64 %a
}

define i64 @tgt(ptr %p) {
  %a = ptrtoint ptr %p to i64
  %r = add nuw i64 %a, 4
  ret i64 %r
}
