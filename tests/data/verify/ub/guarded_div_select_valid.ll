; expect: valid
; why: src branches on y==0 (UB if y poison); tgt divides by a frozen nonzero value

define i8 @src(i8 %x, i8 %y) {
  %z = icmp eq i8 %y, 0
  br i1 %z, label %zero, label %div
zero:
  ret i8 0
div:
  %d = udiv i8 %x, %y
  ret i8 %d
}

define i8 @tgt(i8 %x, i8 %y) {
  %f = freeze i8 %y
  %z = icmp eq i8 %f, 0
  %s = select i1 %z, i8 1, i8 %f
  %d = udiv i8 %x, %s
  %r = select i1 %z, i8 0, i8 %d
  ret i8 %r
}
