; expect: invalid
; why: frozen f + f is even; tgt undef + undef may be odd

define i32 @src() {
  %f = freeze i32 undef
  %r = add i32 %f, %f
  ret i32 %r
}

define i32 @tgt() {
  %r = add i32 undef, undef
  ret i32 %r
}
