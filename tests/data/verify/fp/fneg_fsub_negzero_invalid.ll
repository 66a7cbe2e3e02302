; expect: invalid
; why: LangRef NaN rules: fneg keeps a NaN bit for bit (sign flipped), fsub may return any allowed NaN (e.g. the preferred one), so fneg x -> fsub -0.0, x is wrong (the reverse is right)

define float @src(float %x) {
  %r = fneg float %x
  ret float %r
}

define float @tgt(float %x) {
  %r = fsub float -0.0, %x
  ret float %r
}
