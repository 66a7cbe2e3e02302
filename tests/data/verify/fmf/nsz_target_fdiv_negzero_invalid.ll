; expect: invalid
; why: nsz in the target frees the sign of a zero divisor: 1.0 / -0.0 may be +inf where the source gives -inf

define float @src(float %z) {
%r = fdiv float 1.0, %z
  ret float %r
}

define float @tgt(float %z) {
%r = fdiv nsz float 1.0, %z
  ret float %r
}
