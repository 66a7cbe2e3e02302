; expect: valid
; why: (x >> 4) << 4 clears the low 4 bits: x & -16

define i32 @src(i32 %x) {
  %a = lshr i32 %x, 4
  %r = shl i32 %a, 4
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = and i32 %x, -16
  ret i32 %r
}
