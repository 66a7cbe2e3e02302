; expect: invalid
; why: undef udiv 2 is at most 2^31-1, never -1

define i32 @src() {
  %r = udiv i32 undef, 2
  ret i32 %r
}

define i32 @tgt() {
  ret i32 -1
}
