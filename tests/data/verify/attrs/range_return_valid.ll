; expect: valid
; why: a return range(i8 0, 8) makes results >= 8 poison: where x & 15 < 8 it equals x & 7

define range(i8 0, 8) i8 @src(i8 %x) {
  %r = and i8 %x, 15
  ret i8 %r
}

define range(i8 0, 8) i8 @tgt(i8 %x) {
  %r = and i8 %x, 7
  ret i8 %r
}
