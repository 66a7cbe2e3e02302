; expect: invalid
; why: f ^ f is always 0 for a frozen f

define i32 @src() {
  %f = freeze i32 undef
  %r = xor i32 %f, %f
  ret i32 %r
}

define i32 @tgt() {
  ret i32 1
}
