; expect: invalid
; why: tgt branches on c, which may be poison (UB); src always returns 0

define i32 @src(i1 %c) {
  ret i32 0
}

define i32 @tgt(i1 %c) {
  br i1 %c, label %a, label %b
a:
  ret i32 0
b:
  ret i32 0
}
