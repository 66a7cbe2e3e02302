; expect: invalid
; why: src stores only when c holds; tgt stores unconditionally

define void @src(i1 %c, ptr %p, i32 %v) {
  br i1 %c, label %a, label %m
a:
  store i32 %v, ptr %p, align 4
  br label %m
m:
  ret void
}

define void @tgt(i1 %c, ptr %p, i32 %v) {
  store i32 %v, ptr %p, align 4
  ret void
}
