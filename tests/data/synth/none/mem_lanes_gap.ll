; synth: none
; category: memory-lanes control
; why: lanes 0, 1, 3 loaded from p[0], p[1], p[4]: lane 3 is not at p[3], so the tempting masked load of lanes 0, 1, 3 reads the wrong address

define <4 x i32> @src(ptr %p, <4 x i32> %v) {
  %a0 = load i32, ptr %p, align 4
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %a1 = load i32, ptr %p1, align 4
  %p3 = getelementptr inbounds i32, ptr %p, i64 4
  %a3 = load i32, ptr %p3, align 4
  %v0 = insertelement <4 x i32> %v, i32 %a0, i64 0
  %v1 = insertelement <4 x i32> %v0, i32 %a1, i64 1
  %v2 = insertelement <4 x i32> %v1, i32 %a3, i64 3
  ret <4 x i32> %v2
}
