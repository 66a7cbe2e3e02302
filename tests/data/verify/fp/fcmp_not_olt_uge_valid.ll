; expect: valid
; why: not (x olt y) is the unordered complement uge

define i1 @src(float %x, float %y) {
  %a = fcmp olt float %x, %y
  %r = xor i1 %a, true
  ret i1 %r
}

define i1 @tgt(float %x, float %y) {
  %r = fcmp uge float %x, %y
  ret i1 %r
}
