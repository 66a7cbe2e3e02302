; expect: invalid
; why: without nsw, INT_MAX+1 wraps to INT_MIN which is not > INT_MAX

define i1 @src(i32 %x) {
  %a = add i32 %x, 1
  %r = icmp sgt i32 %a, %x
  ret i1 %r
}

define i1 @tgt(i32 %x) {
  ret i1 true
}
