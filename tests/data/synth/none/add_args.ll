; synth: none
; fast: yes
; category: integer
; why: a single add of two arguments; the only cheaper form would be an argument or a constant, and neither equals x + y

define i32 @src(i32 %x, i32 %y) {
  %r = add i32 %x, %y
  ret i32 %r
}
