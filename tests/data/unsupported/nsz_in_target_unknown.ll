; expect: unknown
; why: nsz in the target allows either sign of zero; ignoring it would prove fadd x,0 -> x wrongly

define float @src(float %x) {
  %r = fadd float %x, 0.0
  ret float %r
}

define float @tgt(float %x) {
  %r = fadd nsz float %x, 0.0
  ret float %r
}
