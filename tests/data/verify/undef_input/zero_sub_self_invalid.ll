; expect: invalid
; why: the target's two readings of an undef x may differ, so x - x may be nonzero where the source returns 0

define i32 @src(i32 %x) {
  ret i32 0
}

define i32 @tgt(i32 %x) {
  %r = sub i32 %x, %x
  ret i32 %r
}
