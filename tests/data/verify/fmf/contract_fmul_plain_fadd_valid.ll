; expect: valid
; why: contraction needs contract on both the fmul and the fadd; with a plain fadd nothing can fuse

define float @src(float %x, float %y, float %z) {
%m = fmul float %x, %y
  %r = fadd float %m, %z
  ret float %r
}

define float @tgt(float %x, float %y, float %z) {
%m = fmul contract float %x, %y
  %r = fadd float %m, %z
  ret float %r
}
