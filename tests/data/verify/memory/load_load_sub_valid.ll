; expect: valid
; why: two loads of the same location with no store between read the same bytes

define i32 @src(ptr %p) {
  %a = load i32, ptr %p
  %b = load i32, ptr %p
  %r = sub i32 %a, %b
  ret i32 %r
}

define i32 @tgt(ptr %p) {
  ret i32 0
}
