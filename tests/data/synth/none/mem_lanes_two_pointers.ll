; synth: none
; category: memory-lanes control
; why: lane 0 from p[0] and lane 1 from q[1]: two pointers (two blocks, two provenances), so no masked load of one of them reads both

define <4 x float> @src(ptr %p, ptr %q, <4 x float> %v) {
  %a0 = load float, ptr %p, align 4
  %q1 = getelementptr inbounds float, ptr %q, i64 1
  %a1 = load float, ptr %q1, align 4
  %v0 = insertelement <4 x float> %v, float %a0, i64 0
  %v1 = insertelement <4 x float> %v0, float %a1, i64 1
  ret <4 x float> %v1
}
