; expect: invalid
; why: x + x = 2x, but x + 1.0 is not: the target computes another value

define float @src(float %x) {
%r = fadd float %x, %x
  ret float %r
}

define float @tgt(float %x) {
%r = fadd float %x, 1.0
  ret float %r
}
