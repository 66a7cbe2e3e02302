; expect: invalid
; why: gep i32 scales the index by 4: the difference of the addresses is 4n, not n

define i64 @src(ptr %p, i64 %n) {
  %g = getelementptr i32, ptr %p, i64 %n
  %a = ptrtoint ptr %g to i64
  %b = ptrtoint ptr %p to i64
  %d = sub i64 %a, %b
  ret i64 %d
}

define i64 @tgt(ptr %p, i64 %n) {
  ret i64 %n
}
