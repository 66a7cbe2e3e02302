; expect: invalid
; why: range only on the target's argument makes out-of-range inputs poison in the target alone

define i8 @src(i8 %x) {
  ret i8 %x
}

define i8 @tgt(i8 range(i8 0, 10) %x) {
  ret i8 %x
}
