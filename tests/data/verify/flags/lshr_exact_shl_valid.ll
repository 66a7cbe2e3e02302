; expect: valid
; why: lshr exact is poison if shifted-out bits are nonzero

define i32 @src(i32 %x) {
  %a = lshr exact i32 %x, 2
  %r = shl i32 %a, 2
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
