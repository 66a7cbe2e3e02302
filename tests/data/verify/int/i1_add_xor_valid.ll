; expect: valid
; why: i1 addition is xor modulo 2

define i1 @src(i1 %a, i1 %b) {
  %r = add i1 %a, %b
  ret i1 %r
}

define i1 @tgt(i1 %a, i1 %b) {
  %r = xor i1 %a, %b
  ret i1 %r
}
