; expect: invalid
; why: src returns 0 when c is true, tgt returns x

define i32 @src(i1 %c, i32 %x) {
  br i1 %c, label %a, label %b
a:
  ret i32 0
b:
  ret i32 %x
}

define i32 @tgt(i1 %c, i32 %x) {
  ret i32 %x
}
