; expect: valid
; why: x ^ y == 0 iff x == y

define i1 @src(i32 %x, i32 %y) {
  %a = xor i32 %x, %y
  %r = icmp eq i32 %a, 0
  ret i1 %r
}

define i1 @tgt(i32 %x, i32 %y) {
  %r = icmp eq i32 %x, %y
  ret i1 %r
}
