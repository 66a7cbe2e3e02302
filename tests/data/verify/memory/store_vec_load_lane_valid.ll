; expect: valid
; why: lane 2 of a stored <4 x i32> lives at byte offset 8

define i32 @src(ptr %p, <4 x i32> %v) {
  store <4 x i32> %v, ptr %p
  %g = getelementptr i32, ptr %p, i64 2
  %r = load i32, ptr %g
  ret i32 %r
}

define i32 @tgt(ptr %p, <4 x i32> %v) {
  store <4 x i32> %v, ptr %p
  %r = extractelement <4 x i32> %v, i32 2
  ret i32 %r
}
