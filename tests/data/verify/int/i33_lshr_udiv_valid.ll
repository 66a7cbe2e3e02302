; expect: valid
; why: unsigned division by 8 is a logical shift right by 3

define i33 @src(i33 %x) {
  %r = udiv i33 %x, 8
  ret i33 %r
}

define i33 @tgt(i33 %x) {
  %r = lshr i33 %x, 3
  ret i33 %r
}
