; expect: valid
; why: the first store to %p is overwritten before anyone can read it

define void @src(ptr %p, i32 %a, i32 %b) {
  store i32 %a, ptr %p
  store i32 %b, ptr %p
  ret void
}

define void @tgt(ptr %p, i32 %a, i32 %b) {
  store i32 %b, ptr %p
  ret void
}
