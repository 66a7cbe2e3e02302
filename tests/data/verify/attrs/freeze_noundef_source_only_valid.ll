; expect: valid
; why: noundef on the source's argument suffices: inputs it rules out are undefined in the source

define i8 @src(i8 noundef %x) {
  %r = freeze i8 %x
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  ret i8 %x
}
