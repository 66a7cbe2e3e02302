; expect: valid
; why: freezing the condition first makes the branch well defined

define i8 @src(i8 %x, i8 %a, i8 %b) {
  %c = icmp eq i8 %x, 0
  %r = select i1 %c, i8 %a, i8 %b
  ret i8 %r
}

define i8 @tgt(i8 %x, i8 %a, i8 %b) {
  %f = freeze i8 %x
  %c = icmp eq i8 %f, 0
  br i1 %c, label %t, label %e
t:
  ret i8 %a
e:
  ret i8 %b
}
