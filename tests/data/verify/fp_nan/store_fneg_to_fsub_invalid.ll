; expect: invalid
; why: LangRef NaN rules: the stored fneg x has x's NaN payload; the target's fsub -0.0, x may store another NaN

define void @src(ptr %p, float %x) {
%n = fneg float %x
  store float %n, ptr %p
  ret void
}

define void @tgt(ptr %p, float %x) {
%n = fsub float -0.0, %x
  store float %n, ptr %p
  ret void
}
