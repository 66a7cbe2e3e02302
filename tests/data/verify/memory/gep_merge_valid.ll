; expect: valid
; why: p+1+3 and p+4 are the same address

define i32 @src(ptr %p) {
  %a = getelementptr i8, ptr %p, i64 1
  %b = getelementptr i8, ptr %a, i64 3
  %r = load i32, ptr %b
  ret i32 %r
}

define i32 @tgt(ptr %p) {
  %b = getelementptr i8, ptr %p, i64 4
  %r = load i32, ptr %b
  ret i32 %r
}
