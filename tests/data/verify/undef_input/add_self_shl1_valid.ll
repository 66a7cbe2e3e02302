; expect: valid
; why: x + x reads x twice (any value when undef); shl x, 1 reads it once: every target value is a source value

define i32 @src(i32 %x) {
  %r = add i32 %x, %x
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}
