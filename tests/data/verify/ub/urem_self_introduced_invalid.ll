; expect: invalid
; why: tgt urem x, x is UB for x = 0 while src returns 0

define i32 @src(i32 %x) {
  ret i32 0
}

define i32 @tgt(i32 %x) {
  %r = urem i32 %x, %x
  ret i32 %r
}
