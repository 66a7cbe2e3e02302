; synth: none
; fast: yes
; category: integer
; why: looks like an average but the i32 add wraps before the shift; no single instruction (there is no scalar pavg) computes (x + y) mod 2^32 >> 1

define i32 @src(i32 %x, i32 %y) {
  %s = add i32 %x, %y
  %r = lshr i32 %s, 1
  ret i32 %r
}
