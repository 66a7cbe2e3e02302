; expect: valid
; why: reassoc on an fadd fed by an fmul: different operations, nothing to reassociate

define float @src(float %x, float %y, float %z) {
%m = fmul float %x, %y
  %r = fadd float %m, %z
  ret float %r
}

define float @tgt(float %x, float %y, float %z) {
%m = fmul reassoc float %x, %y
  %r = fadd reassoc float %m, %z
  ret float %r
}
