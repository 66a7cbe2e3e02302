; expect: invalid
; why: tgt mul x, 0 is poison for poison x while src returns 0

define i32 @src(i32 %x) {
  ret i32 0
}

define i32 @tgt(i32 %x) {
  %r = mul i32 %x, 0
  ret i32 %r
}
