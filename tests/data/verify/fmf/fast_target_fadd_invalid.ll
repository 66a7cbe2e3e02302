; expect: invalid
; why: fast in the target includes nnan: a NaN operand makes its fadd poison where the source returns a NaN

define float @src(float %x, float %y) {
%r = fadd float %x, %y
  ret float %r
}

define float @tgt(float %x, float %y) {
%r = fadd fast float %x, %y
  ret float %r
}
