; rewrite @neg %b: (sub (const i32 0), (val i32 %0), i32)
; expect: rewritten 1
; A site in one block: ~x + 1 is -x.
define i32 @neg(i32 %x) {
  %a = xor i32 %x, -1
  %b = add i32 %a, 1
  ret i32 %b
}
