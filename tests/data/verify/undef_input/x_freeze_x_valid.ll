; expect: valid
; why: freeze refines: an undef x becomes one of its values

define i8 @src(i8 %x) {
  ret i8 %x
}

define i8 @tgt(i8 %x) {
  %f = freeze i8 %x
  ret i8 %f
}
