; expect: valid
; why: undef + undef (independent) can be anything, including any even value

define i32 @src() {
  %r = add i32 undef, undef
  ret i32 %r
}

define i32 @tgt() {
  %r = mul i32 undef, 2
  ret i32 %r
}
