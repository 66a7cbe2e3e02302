; expect: valid
; why: storing x and returning it: memory and the result are each undef when x is, in both programs

define i32 @src(ptr %p, i32 %x) {
  store i32 %x, ptr %p
  %l = load i32, ptr %p
  ret i32 %l
}

define i32 @tgt(ptr %p, i32 %x) {
  store i32 %x, ptr %p
  ret i32 %x
}
