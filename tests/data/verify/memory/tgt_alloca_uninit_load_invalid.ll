; expect: invalid
; why: the target reads its own uninitialized alloca (undef at best) where the source returns 0

define i32 @src(i32 %v) {
  ret i32 0
}

define i32 @tgt(i32 %v) {
  %a = alloca i32
  %r = load i32, ptr %a
  ret i32 %r
}
