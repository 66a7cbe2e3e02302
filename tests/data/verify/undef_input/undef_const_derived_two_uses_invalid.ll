; expect: invalid
; why: %u = add undef, 0 is undef: each use of it may differ, so u - u may be nonzero

define i8 @src(i8 %x) {
  ret i8 0
}

define i8 @tgt(i8 %x) {
  %u = add i8 undef, 0
  %r = sub i8 %u, %u
  ret i8 %r
}
