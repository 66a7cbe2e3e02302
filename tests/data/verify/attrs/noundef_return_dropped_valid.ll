; expect: valid
; why: dropping noundef from the return only makes the target more defined

define noundef i8 @src(i8 %x) {
  ret i8 %x
}

define i8 @tgt(i8 %x) {
  ret i8 %x
}
