; expect: valid
; why: undef refines poison

define i32 @src() {
  ret i32 poison
}

define i32 @tgt() {
  ret i32 undef
}
