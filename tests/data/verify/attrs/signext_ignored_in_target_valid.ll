; expect: valid
; why: signext only on the target is an ABI hint with no meaning for refinement

define i8 @src(i8 %x) {
  ret i8 %x
}

define i8 @tgt(i8 signext %x) {
  ret i8 %x
}
