; synth: found
; fast: yes
; category: three new instructions
; why: issue 14's first example: trunc(lshr(add(shl x, 10), 5120), 6) to i8 is trunc(add(shl x, 4), 80): the low 8 bits of the shifted sum are those of the sum shifted less (needs 4 = 10 - 6 and 80 = 5120 >> 6, both folded from the cut's constants, and a trunc over a two-instruction term); opt-22 -O3 keeps shl/add/lshr/trunc
; expect-tgt: %s = shl i32 %x, 4 ; %a = add i32 %s, 80 ; %r = trunc i32 %a to i8 (or trunc(shl(add x, 5), 4))
; uops: 6 -> 5

define i8 @src(i32 %x) {
  %s = shl i32 %x, 10
  %a = add i32 %s, 5120
  %l = lshr i32 %a, 6
  %r = trunc i32 %l to i8
  ret i8 %r
}

define i8 @tgt(i32 %x) {
  %s = shl i32 %x, 4
  %a = add i32 %s, 80
  %r = trunc i32 %a to i8
  ret i8 %r
}
