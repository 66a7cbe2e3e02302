; expect: invalid
; why: undef * 2 is always even, never 1

define i32 @src() {
  %r = mul i32 undef, 2
  ret i32 %r
}

define i32 @tgt() {
  ret i32 1
}
