; expect: invalid
; why: sdiv rounds toward zero: -1 sdiv 2 = 0 but ashr -1, 1 = -1

define i32 @src(i32 %x) {
  %r = sdiv i32 %x, 2
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = ashr i32 %x, 1
  ret i32 %r
}
