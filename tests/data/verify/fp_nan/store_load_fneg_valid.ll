; expect: valid
; why: LangRef NaN rules: a stored float loads back bit for bit, so fneg of the load is fneg x

define float @src(ptr %p, float %x) {
store float %x, ptr %p
  %l = load float, ptr %p
  %r = fneg float %l
  ret float %r
}

define float @tgt(ptr %p, float %x) {
store float %x, ptr %p
  %r = fneg float %x
  ret float %r
}
