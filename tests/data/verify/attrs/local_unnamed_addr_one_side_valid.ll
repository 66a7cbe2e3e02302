; expect: valid
; why: local_unnamed_addr on one side only has no meaning for refinement

define i8 @src(i8 %x) local_unnamed_addr {
  %r = add i8 %x, 0
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  ret i8 %x
}
