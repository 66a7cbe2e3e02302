; expect: valid
; why: removing a possibly-UB division only removes UB

define i32 @src(i32 %x, i32 %y) {
  %d = udiv i32 %x, %y
  ret i32 %x
}

define i32 @tgt(i32 %x, i32 %y) {
  ret i32 %x
}
