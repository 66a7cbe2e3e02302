; expect: invalid
; why: hoisting the division above its y != 0 guard adds UB for y = 0

define i32 @src(i32 %x, i32 %y) {
  %z = icmp eq i32 %y, 0
  br i1 %z, label %zero, label %div
zero:
  ret i32 0
div:
  %d = udiv i32 %x, %y
  ret i32 %d
}

define i32 @tgt(i32 %x, i32 %y) {
  %z = icmp eq i32 %y, 0
  %d = udiv i32 %x, %y
  %r = select i1 %z, i32 0, i32 %d
  ret i32 %r
}
