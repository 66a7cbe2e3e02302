; expect: valid
; why: reassoc on one operation with no reassoc operation feeding it cannot reassociate anything

define float @src(float %x, float %y) {
%r = fadd float %x, %y
  ret float %r
}

define float @tgt(float %x, float %y) {
%r = fadd reassoc float %x, %y
  ret float %r
}
