; expect: invalid
; why: with a NaN operand not(olt) is true but oge is false

define i1 @src(float %x, float %y) {
  %a = fcmp olt float %x, %y
  %r = xor i1 %a, true
  ret i1 %r
}

define i1 @tgt(float %x, float %y) {
  %r = fcmp oge float %x, %y
  ret i1 %r
}
