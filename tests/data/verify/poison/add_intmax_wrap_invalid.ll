; expect: invalid
; why: without nsw INT_MAX+1 wraps to INT_MIN, not 42

define i32 @src() {
  %r = add i32 2147483647, 1
  ret i32 %r
}

define i32 @tgt() {
  ret i32 42
}
