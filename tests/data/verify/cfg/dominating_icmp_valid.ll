; expect: valid
; why: on the x <u 10 path, x <u 20 is true, so src returns x <u 10

define i1 @src(i32 %x) {
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  %d = icmp ult i32 %x, 20
  ret i1 %d
b:
  ret i1 false
}

define i1 @tgt(i32 %x) {
  %c = icmp ult i32 %x, 10
  ret i1 %c
}
