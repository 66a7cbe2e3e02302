; synth: none
; category: three new instructions control
; why: three_trunc_shl_add without the trunc: lshr(add(shl x, 10), 5120), 6) clears the top 6 bits, so the tempting add(shl x, 4), 80) is wrong there; the right form needs an `and` on top (3 instructions, as dear as the cut)

define i32 @src(i32 %x) {
  %s = shl i32 %x, 10
  %a = add i32 %s, 5120
  %r = lshr i32 %a, 6
  ret i32 %r
}
