; expect: unknown
; why: reassoc on a chain of two fadds lets the target reassociate them: not modelled, so unknown

define float @src(float %x, float %y, float %z) {
%a = fadd reassoc float %x, %y
  %r = fadd reassoc float %a, %z
  ret float %r
}

define float @tgt(float %x, float %y, float %z) {
%a = fadd reassoc float %x, %y
  %r = fadd reassoc float %a, %z
  ret float %r
}
