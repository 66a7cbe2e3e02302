; expect: valid
; why: nnan makes NaN operands poison; on non-NaN oeq == ueq

define i1 @src(float %x, float %y) {
  %r = fcmp nnan oeq float %x, %y
  ret i1 %r
}

define i1 @tgt(float %x, float %y) {
  %r = fcmp ueq float %x, %y
  ret i1 %r
}
