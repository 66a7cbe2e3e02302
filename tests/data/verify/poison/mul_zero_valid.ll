; expect: valid
; why: x*0 = 0, or poison when x is poison

define i32 @src(i32 %x) {
  %r = mul i32 %x, 0
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 0
}
