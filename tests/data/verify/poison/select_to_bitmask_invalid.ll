; expect: invalid
; why: masking arithmetic propagates poison from the unselected arm (c=false, x poison)

define i32 @src(i1 %c, i32 %x, i32 %y) {
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

define i32 @tgt(i1 %c, i32 %x, i32 %y) {
  %m = sext i1 %c to i32
  %n = xor i32 %m, -1
  %a = and i32 %x, %m
  %b = and i32 %y, %n
  %r = or i32 %a, %b
  ret i32 %r
}
