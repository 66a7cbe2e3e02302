; expect: valid
; why: freeze returns x when x is not poison; when x is poison src is poison

define i32 @src(i32 %x) {
  ret i32 %x
}

define i32 @tgt(i32 %x) {
  %r = freeze i32 %x
  ret i32 %r
}
