; expect: invalid
; why: noundef only on the target's argument makes a poison input undefined behaviour in the target alone

define i8 @src(i8 %x) {
  ret i8 %x
}

define i8 @tgt(i8 noundef %x) {
  ret i8 %x
}
