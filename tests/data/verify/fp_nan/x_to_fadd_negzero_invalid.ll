; expect: invalid
; why: LangRef NaN rules: the target's fadd may return the preferred NaN for a NaN x, which the source (x itself) never does

define float @src(float %x) {
ret float %x
}

define float @tgt(float %x) {
%r = fadd float %x, -0.0
  ret float %r
}
