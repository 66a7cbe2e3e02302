; expect: invalid
; why: tgt divides by y which may be zero: UB where src is defined

define i32 @src(i32 %x, i32 %y) {
  ret i32 %x
}

define i32 @tgt(i32 %x, i32 %y) {
  %d = udiv i32 %x, %y
  ret i32 %x
}
