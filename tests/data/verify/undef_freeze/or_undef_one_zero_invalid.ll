; expect: invalid
; why: undef | 1 always has the low bit set

define i8 @src() {
  %r = or i8 undef, 1
  ret i8 %r
}

define i8 @tgt() {
  ret i8 0
}
