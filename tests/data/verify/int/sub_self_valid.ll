; expect: valid
; why: x - x = 0; if x is poison src is poison and anything refines it

define i32 @src(i32 %x) {
  %r = sub i32 %x, %x
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 0
}
