; expect: invalid
; why: adding exact makes tgt poison for x=1 where src gives 0

define i32 @src(i32 %x) {
  %r = ashr i32 %x, 2
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = ashr exact i32 %x, 2
  ret i32 %r
}
