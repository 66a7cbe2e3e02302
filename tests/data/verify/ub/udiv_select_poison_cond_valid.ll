; expect: valid
; why: poison c makes the divisor poison (UB); otherwise x/1 or x/2

define i32 @src(i1 %c, i32 %x) {
  %s = select i1 %c, i32 1, i32 2
  %r = udiv i32 %x, %s
  ret i32 %r
}

define i32 @tgt(i1 %c, i32 %x) {
  %n = xor i1 %c, true
  %z = zext i1 %n to i32
  %r = lshr i32 %x, %z
  ret i32 %r
}
