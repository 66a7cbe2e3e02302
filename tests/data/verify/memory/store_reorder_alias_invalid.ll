; expect: invalid
; why: if %p == %q the last store wins, so swapping changes memory

define void @src(ptr %p, ptr %q, i32 %a, i32 %b) {
  store i32 %a, ptr %p
  store i32 %b, ptr %q
  ret void
}

define void @tgt(ptr %p, ptr %q, i32 %a, i32 %b) {
  store i32 %b, ptr %q
  store i32 %a, ptr %p
  ret void
}
