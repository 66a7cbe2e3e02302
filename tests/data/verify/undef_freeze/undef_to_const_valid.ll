; expect: valid
; why: undef may be refined to any constant

define i32 @src() {
  ret i32 undef
}

define i32 @tgt() {
  ret i32 7
}
