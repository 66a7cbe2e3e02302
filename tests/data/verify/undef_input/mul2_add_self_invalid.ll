; expect: invalid
; why: mul x, 2 is even; x + x may be odd for an undef x (the fold InstCombine does the other way)

define i32 @src(i32 %x) {
  %r = mul i32 %x, 2
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = add i32 %x, %x
  ret i32 %r
}
