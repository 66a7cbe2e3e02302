; expect: valid
; why: LangRef NaN rules: fsub -0.0, x may return x's NaN unchanged with any sign, so fneg x is one of its results

define float @src(float %x) {
%r = fsub float -0.0, %x
  ret float %r
}

define float @tgt(float %x) {
%r = fneg float %x
  ret float %r
}
