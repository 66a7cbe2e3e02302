; expect: invalid
; why: poison is strictly less defined than undef

define i32 @src() {
  ret i32 undef
}

define i32 @tgt() {
  ret i32 poison
}
