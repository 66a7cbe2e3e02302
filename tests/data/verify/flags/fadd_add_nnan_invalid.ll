; expect: invalid
; why: tgt nnan turns a NaN result into poison where src is a NaN value

define float @src(float %x, float %y) {
  %r = fadd float %x, %y
  ret float %r
}

define float @tgt(float %x, float %y) {
  %r = fadd nnan float %x, %y
  ret float %r
}
