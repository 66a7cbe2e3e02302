; expect: invalid
; why: an uninitialized alloca reads as undef, which a poison result does not refine

define i32 @src() {
  %a = alloca i32
  %r = load i32, ptr %a
  ret i32 %r
}

define i32 @tgt() {
  ret i32 poison
}
