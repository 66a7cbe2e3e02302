; expect: unknown
; why: noalias on the target's argument is a rule about the body's accesses, not modelled: refused when the target accesses memory

define i32 @src(ptr %p) {
  %l = load i32, ptr %p
  ret i32 %l
}

define i32 @tgt(ptr noalias %p) {
  %l = load i32, ptr %p
  ret i32 %l
}
