; expect: valid
; why: and x, x -> x: the target reads x once; the source may pick equal readings

define i8 @src(i8 %x) {
  %r = and i8 %x, %x
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  ret i8 %x
}
