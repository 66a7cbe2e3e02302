; expect: invalid
; why: x | y differs from x ^ y when x and y share a set bit (x=y=1)

define i32 @src(i32 %x, i32 %y) {
  %r = or i32 %x, %y
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  %r = xor i32 %x, %y
  ret i32 %r
}
