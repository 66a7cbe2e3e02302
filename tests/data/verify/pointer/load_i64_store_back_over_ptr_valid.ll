; expect: valid
; why: the address bytes read as an integer and stored back are refined by the pointer bytes left in place

define void @src(ptr %p) {
  %v = load i64, ptr %p, align 8
  store i64 %v, ptr %p, align 8
  ret void
}

define void @tgt(ptr %p) {
  %v = load i64, ptr %p, align 8
  ret void
}
