; synth: found
; fast: yes
; category: memory-lanes
; why: lanes 0-2 of %v replaced by loads of p[0], p[1], p[2] (the shape LLVM issue #83289 shows for a partly loaded vector): one masked load of lanes 0-2 with %v as passthru, lane 3 not accessed (a full vector load would read p[3], which the source never touches); opt-22 -O3 keeps three loads and inserts
; expect-tgt: %s0 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x i32> %v)
; uops: 9 -> 7

define <4 x i32> @src(ptr %p, <4 x i32> %v) {
  %a0 = load i32, ptr %p, align 4
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %a1 = load i32, ptr %p1, align 4
  %p2 = getelementptr inbounds i32, ptr %p, i64 2
  %a2 = load i32, ptr %p2, align 4
  %v0 = insertelement <4 x i32> %v, i32 %a0, i64 0
  %v1 = insertelement <4 x i32> %v0, i32 %a1, i64 1
  %v2 = insertelement <4 x i32> %v1, i32 %a2, i64 2
  ret <4 x i32> %v2
}

define <4 x i32> @tgt(ptr %p, <4 x i32> %v) {
  %s0 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x i32> %v)
  ret <4 x i32> %s0
}
