; expect: valid
; why: noundef: a poison or undef argument is undefined behaviour, so x is never poison and freeze(x) is x

define i8 @src(i8 noundef %x) {
  %r = freeze i8 %x
  ret i8 %r
}

define i8 @tgt(i8 noundef %x) {
  ret i8 %x
}
