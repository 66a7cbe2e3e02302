; expect: invalid
; why: the final memory holds b in src but a in tgt

define void @src(ptr %p, i32 %a, i32 %b) {
  store i32 %a, ptr %p
  store i32 %b, ptr %p
  ret void
}

define void @tgt(ptr %p, i32 %a, i32 %b) {
  store i32 %a, ptr %p
  ret void
}
