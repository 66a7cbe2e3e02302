; synth: none
; fast: yes
; category: integer
; why: unsigned division by an unknown divisor; no cheaper form, and nothing may remove its UB on a zero divisor in a way that changes the value

define i32 @src(i32 %x, i32 %y) {
  %r = udiv i32 %x, %y
  ret i32 %r
}
