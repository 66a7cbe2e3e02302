; expect: valid
; why: freeze of a constant is the constant

define i32 @src() {
  %r = freeze i32 7
  ret i32 %r
}

define i32 @tgt() {
  ret i32 7
}
