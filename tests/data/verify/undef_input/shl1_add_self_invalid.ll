; expect: invalid
; why: shl x, 1 is always even; x + x with two readings of an undef x may be odd

define i32 @src(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = add i32 %x, %x
  ret i32 %r
}
