; expect: invalid
; why: the target's getelementptr is inbounds where the source's are not: p may be out of its block while p[i] is inside, so the target's addresses are poison and the gather undefined

define <4 x float> @src(ptr %p, <4 x i32> %i) {
  %i0 = extractelement <4 x i32> %i, i64 0
  %i1 = extractelement <4 x i32> %i, i64 1
  %i2 = extractelement <4 x i32> %i, i64 2
  %i3 = extractelement <4 x i32> %i, i64 3
  %q0 = getelementptr float, ptr %p, i32 %i0
  %q1 = getelementptr float, ptr %p, i32 %i1
  %q2 = getelementptr float, ptr %p, i32 %i2
  %q3 = getelementptr float, ptr %p, i32 %i3
  %l0 = load float, ptr %q0, align 4
  %l1 = load float, ptr %q1, align 4
  %l2 = load float, ptr %q2, align 4
  %l3 = load float, ptr %q3, align 4
  %v0 = insertelement <4 x float> poison, float %l0, i64 0
  %v1 = insertelement <4 x float> %v0, float %l1, i64 1
  %v2 = insertelement <4 x float> %v1, float %l2, i64 2
  %v3 = insertelement <4 x float> %v2, float %l3, i64 3
  ret <4 x float> %v3
}
define <4 x float> @tgt(ptr %p, <4 x i32> %i) {
  %q = getelementptr inbounds float, ptr %p, <4 x i32> %i
  %r = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> align 4 %q, <4 x i1> splat (i1 true), <4 x float> poison)
  ret <4 x float> %r
}
