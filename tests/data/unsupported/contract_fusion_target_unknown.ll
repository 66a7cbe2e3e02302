; expect: unknown
; why: contract on an fmul feeding an fadd contract lets the target fuse them into an fma: not modelled, so unknown

define float @src(float %x, float %y, float %z) {
%m = fmul contract float %x, %y
  %r = fadd contract float %m, %z
  ret float %r
}

define float @tgt(float %x, float %y, float %z) {
%m = fmul contract float %x, %y
  %r = fadd contract float %m, %z
  ret float %r
}
