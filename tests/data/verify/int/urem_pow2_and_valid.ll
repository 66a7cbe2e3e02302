; expect: valid
; why: x urem 8 = x & 7

define i32 @src(i32 %x) {
  %r = urem i32 %x, 8
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = and i32 %x, 7
  ret i32 %r
}
