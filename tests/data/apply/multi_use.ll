; rewrite @neg_keep %b: (sub (const i32 0), (val i32 %0), i32)
; expect: rewritten 1
; An intermediate value with another use: the rewrite replaces the root, and %a stays
; for its other user.
define i32 @neg_keep(i32 %x) {
  %a = xor i32 %x, -1
  %b = add i32 %a, 1
  %r = and i32 %a, %b
  ret i32 %r
}
