; expect: invalid
; why: x + 0.0 stores +0.0 for x = -0.0, not x's bits

define void @src(ptr %p, float %x) {
%a = fadd float %x, 0.0
  store float %a, ptr %p
  ret void
}

define void @tgt(ptr %p, float %x) {
store float %x, ptr %p
  ret void
}
