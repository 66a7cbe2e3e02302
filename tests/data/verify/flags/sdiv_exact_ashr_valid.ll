; expect: valid
; why: for exact division by 4, sdiv and ashr agree (no rounding)

define i32 @src(i32 %x) {
  %r = sdiv exact i32 %x, 4
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = ashr exact i32 %x, 2
  ret i32 %r
}
