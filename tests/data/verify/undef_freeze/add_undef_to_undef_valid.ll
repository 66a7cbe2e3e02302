; expect: valid
; why: for any target value v src can pick undef = v - x

define i32 @src(i32 %x) {
  %r = add i32 %x, undef
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 undef
}
