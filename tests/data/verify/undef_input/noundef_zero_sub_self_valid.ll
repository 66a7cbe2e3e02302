; expect: valid
; why: with noundef, x - x is 0

define i32 @src(i32 noundef %x) {
  ret i32 0
}

define i32 @tgt(i32 noundef %x) {
  %r = sub i32 %x, %x
  ret i32 %r
}
