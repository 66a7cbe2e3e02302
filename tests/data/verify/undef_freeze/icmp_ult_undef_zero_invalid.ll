; expect: invalid
; why: nothing is unsigned-less-than 0, whatever undef is

define i1 @src() {
  %r = icmp ult i8 undef, 0
  ret i1 %r
}

define i1 @tgt() {
  ret i1 true
}
