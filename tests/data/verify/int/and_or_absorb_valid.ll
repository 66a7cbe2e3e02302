; expect: valid
; why: absorption: x & (x | y) = x; y poison makes src poison

define i32 @src(i32 %x, i32 %y) {
  %o = or i32 %x, %y
  %r = and i32 %x, %o
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  ret i32 %x
}
