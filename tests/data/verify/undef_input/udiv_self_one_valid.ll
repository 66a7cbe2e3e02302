; expect: valid
; why: udiv x, x: an undef x lets the source divide by zero (undefined behaviour), and a defined x gives 1 or UB

define i8 @src(i8 %x) {
  %r = udiv i8 %x, %x
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  ret i8 1
}
