; expect: invalid
; why: plain shl loses the top 3 bits (x=-1)

define i32 @src(i32 %x) {
  %a = shl i32 %x, 3
  %r = lshr i32 %a, 3
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
