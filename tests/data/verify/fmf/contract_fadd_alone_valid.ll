; expect: valid
; why: contract only allows fusing a multiply into an add; a lone fadd contract is fadd

define float @src(float %x, float %y) {
%r = fadd float %x, %y
  ret float %r
}

define float @tgt(float %x, float %y) {
%r = fadd contract float %x, %y
  ret float %r
}
