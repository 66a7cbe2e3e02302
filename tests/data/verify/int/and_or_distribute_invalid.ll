; expect: invalid
; why: x & (y | z) is not (x & y) | z (x=0, z=1)

define i32 @src(i32 %x, i32 %y, i32 %z) {
  %o = or i32 %y, %z
  %r = and i32 %x, %o
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y, i32 %z) {
  %a = and i32 %x, %y
  %r = or i32 %a, %z
  ret i32 %r
}
