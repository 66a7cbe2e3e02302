; expect: invalid
; why: returning x + x as noundef when x may be undef: the returned value may be undef, undefined behaviour

define i8 @src(i8 %x) {
  %r = shl i8 %x, 1
  ret i8 %r
}

define noundef i8 @tgt(i8 %x) {
  %r = add i8 %x, %x
  ret i8 %r
}
