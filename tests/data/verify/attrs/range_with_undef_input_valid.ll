; expect: valid
; why: an undef input with range(i8 0, 4) is one of 0..3 at each use: x + x <u 8 for every pair of readings, as 2x <u 8 in the source

define i1 @src(i8 range(i8 0, 4) %x) {
  %a = shl i8 %x, 1
  %r = icmp ult i8 %a, 8
  ret i1 %r
}

define i1 @tgt(i8 range(i8 0, 4) %x) {
  %a = add i8 %x, %x
  %r = icmp ult i8 %a, 8
  ret i1 %r
}
