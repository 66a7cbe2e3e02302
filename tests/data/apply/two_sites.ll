; rewrite @two %b: (sub (const i32 0), (val i32 %0), i32)
; rewrite @two %r: (xor (val i32 %4), (val i32 %1), i32)
; expect: rewritten 2
; Two sites in one function, the second reading the first's root.
define i32 @two(i32 %x, i32 %y) {
  %a = xor i32 %x, -1
  %b = add i32 %a, 1
  %m = and i32 %b, %y
  %n = or i32 %b, %y
  %r = sub i32 %n, %m
  ret i32 %r
}
