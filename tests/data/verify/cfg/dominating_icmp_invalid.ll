; expect: invalid
; why: x = 15: src's false path returns 15 <u 20 = true, tgt returns false

define i1 @src(i32 %x) {
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  ret i1 true
b:
  %d = icmp ult i32 %x, 20
  ret i1 %d
}

define i1 @tgt(i32 %x) {
  %c = icmp ult i32 %x, 10
  ret i1 %c
}
