; expect: invalid
; why: (x >> 4) << 4 is x & -16, not x & -15 (x=1)

define i32 @src(i32 %x) {
  %a = lshr i32 %x, 4
  %r = shl i32 %a, 4
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = and i32 %x, -15
  ret i32 %r
}
