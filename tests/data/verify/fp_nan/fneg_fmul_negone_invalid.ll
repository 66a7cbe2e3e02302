; expect: invalid
; why: LangRef NaN rules: fneg keeps the NaN payload; the target's fmul may return the preferred NaN instead

define float @src(float %x) {
%r = fneg float %x
  ret float %r
}

define float @tgt(float %x) {
%r = fmul float %x, -1.0
  ret float %r
}
