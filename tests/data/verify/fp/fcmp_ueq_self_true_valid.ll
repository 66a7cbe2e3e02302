; expect: valid
; why: ueq is true for NaN and x == x otherwise

define i1 @src(float %x) {
  %r = fcmp ueq float %x, %x
  ret i1 %r
}

define i1 @tgt(float %x) {
  ret i1 true
}
