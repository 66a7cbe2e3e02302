; expect: valid
; why: one frozen value minus itself is 0

define i32 @src(i32 %x) {
  %f = freeze i32 %x
  %r = sub i32 %f, %f
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 0
}
