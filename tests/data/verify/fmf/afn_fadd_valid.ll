; expect: valid
; why: afn concerns math function calls only; on fadd it changes nothing

define float @src(float %x, float %y) {
%r = fadd float %x, %y
  ret float %r
}

define float @tgt(float %x, float %y) {
%r = fadd afn float %x, %y
  ret float %r
}
