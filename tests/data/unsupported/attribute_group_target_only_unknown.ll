; expect: unknown
; why: the target's attribute group holds memory(read): a rule about the body's accesses that is not modelled, refused when the target accesses memory

define i32 @src(ptr %p) {
  %l = load i32, ptr %p
  ret i32 %l
}

define i32 @tgt(ptr %p) #0 {
  %l = load i32, ptr %p
  ret i32 %l
}

attributes #0 = { memory(read) }
