; expect: valid
; why: src branches on y==0 (UB if y poison); tgt divides by a frozen nonzero value

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
  %f = freeze i32 %y
  %z = icmp eq i32 %f, 0
  %s = select i1 %z, i32 1, i32 %f
  %d = udiv i32 %x, %s
  %r = select i1 %z, i32 0, i32 %d
  ret i32 %r
}
