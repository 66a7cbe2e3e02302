; expect: invalid
; why: tgt undef + undef may be odd; src undef * 2 is always even

define i32 @src() {
  %r = mul i32 undef, 2
  ret i32 %r
}

define i32 @tgt() {
  %r = add i32 undef, undef
  ret i32 %r
}
