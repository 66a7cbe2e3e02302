; expect: invalid
; why: -1 as signed is not the max: x=5 gives 5 <=s -1 false

define i1 @src(i32 %x) {
  %r = icmp sle i32 %x, -1
  ret i1 %r
}

define i1 @tgt(i32 %x) {
  ret i1 true
}
