; expect: valid
; why: LangRef NaN rules: x * 1.0 may return a NaN x unchanged, so storing it may store x's bits

define void @src(ptr %p, float %x) {
%m = fmul float %x, 1.0
  store float %m, ptr %p
  ret void
}

define void @tgt(ptr %p, float %x) {
store float %x, ptr %p
  ret void
}
