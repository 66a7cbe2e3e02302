; expect: valid
; why: freeze of a non-poison value is that value

define i32 @src(i32 %x) {
  %a = freeze i32 %x
  %r = freeze i32 %a
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = freeze i32 %x
  ret i32 %r
}
