; expect: valid
; why: each undef use is independent, so xor undef, undef can be any value, e.g. 1

define i32 @src() {
  %r = xor i32 undef, undef
  ret i32 %r
}

define i32 @tgt() {
  ret i32 1
}
