; expect: invalid
; why: ult is true on NaN operands, olt is false

define i1 @src(float %x, float %y) {
  %r = fcmp olt float %x, %y
  ret i1 %r
}

define i1 @tgt(float %x, float %y) {
  %r = fcmp ult float %x, %y
  ret i1 %r
}
