; expect: valid
; why: little-endian: the first byte of an i32 store is its low byte

define i8 @src(ptr %p, i32 %v) {
  store i32 %v, ptr %p
  %r = load i8, ptr %p
  ret i8 %r
}

define i8 @tgt(ptr %p, i32 %v) {
  store i32 %v, ptr %p
  %r = trunc i32 %v to i8
  ret i8 %r
}
