; expect: unknown
; why: dereferenceable only on the target's argument is an input fact the model does not give a meaning to: refused

define i32 @src(ptr %p, i32 %x) {
  ret i32 %x
}

define i32 @tgt(ptr dereferenceable(4) %p, i32 %x) {
  ret i32 %x
}
