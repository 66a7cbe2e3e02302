; expect: valid
; why: mul x, -1 equals 0 - x in two's complement

define i32 @src(i32 %x) {
  %r = mul i32 %x, -1
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = sub i32 0, %x
  ret i32 %r
}
