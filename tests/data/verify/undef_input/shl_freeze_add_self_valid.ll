; expect: valid
; why: the frozen value read twice is one value: 2v, which shl x, 1 covers

define i8 @src(i8 %x) {
  %r = shl i8 %x, 1
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %f = freeze i8 %x
  %r = add i8 %f, %f
  ret i8 %r
}
