; expect: invalid
; why: tgt shl nsw is poison for x=64 where src mul wraps to a value

define i8 @src(i8 %x) {
  %r = mul i8 %x, 2
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = shl nsw i8 %x, 1
  ret i8 %r
}
