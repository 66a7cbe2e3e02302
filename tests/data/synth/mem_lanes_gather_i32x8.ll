; synth: found
; fast: no
; category: memory-lanes
; why: a table lookup t[i[j]] for each lane of a vector of indices, loaded and inserted lane by lane (the buildvector of LLVM issue #224229's fma_tbl, with i32 indices): one gather through a vector getelementptr; opt-22 -O3 keeps eight scalar loads (SLP finds gathers unprofitable)
; expect-tgt: %s0 = getelementptr i32, ptr %t, <8 x i32> %i ; %s1 = call <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr> %s0, <8 x i1> splat (i1 true), <8 x i32> poison)
; uops: 41 -> 11 (+8 charged for the gathered lanes)

define <8 x i32> @src(ptr %t, <8 x i32> %i) {
  %i0 = extractelement <8 x i32> %i, i64 0
  %i1 = extractelement <8 x i32> %i, i64 1
  %i2 = extractelement <8 x i32> %i, i64 2
  %i3 = extractelement <8 x i32> %i, i64 3
  %i4 = extractelement <8 x i32> %i, i64 4
  %i5 = extractelement <8 x i32> %i, i64 5
  %i6 = extractelement <8 x i32> %i, i64 6
  %i7 = extractelement <8 x i32> %i, i64 7
  %e0 = sext i32 %i0 to i64
  %e1 = sext i32 %i1 to i64
  %e2 = sext i32 %i2 to i64
  %e3 = sext i32 %i3 to i64
  %e4 = sext i32 %i4 to i64
  %e5 = sext i32 %i5 to i64
  %e6 = sext i32 %i6 to i64
  %e7 = sext i32 %i7 to i64
  %q0 = getelementptr inbounds i32, ptr %t, i64 %e0
  %q1 = getelementptr inbounds i32, ptr %t, i64 %e1
  %q2 = getelementptr inbounds i32, ptr %t, i64 %e2
  %q3 = getelementptr inbounds i32, ptr %t, i64 %e3
  %q4 = getelementptr inbounds i32, ptr %t, i64 %e4
  %q5 = getelementptr inbounds i32, ptr %t, i64 %e5
  %q6 = getelementptr inbounds i32, ptr %t, i64 %e6
  %q7 = getelementptr inbounds i32, ptr %t, i64 %e7
  %l0 = load i32, ptr %q0, align 4
  %l1 = load i32, ptr %q1, align 4
  %l2 = load i32, ptr %q2, align 4
  %l3 = load i32, ptr %q3, align 4
  %l4 = load i32, ptr %q4, align 4
  %l5 = load i32, ptr %q5, align 4
  %l6 = load i32, ptr %q6, align 4
  %l7 = load i32, ptr %q7, align 4
  %v0 = insertelement <8 x i32> poison, i32 %l0, i64 0
  %v1 = insertelement <8 x i32> %v0, i32 %l1, i64 1
  %v2 = insertelement <8 x i32> %v1, i32 %l2, i64 2
  %v3 = insertelement <8 x i32> %v2, i32 %l3, i64 3
  %v4 = insertelement <8 x i32> %v3, i32 %l4, i64 4
  %v5 = insertelement <8 x i32> %v4, i32 %l5, i64 5
  %v6 = insertelement <8 x i32> %v5, i32 %l6, i64 6
  %v7 = insertelement <8 x i32> %v6, i32 %l7, i64 7
  ret <8 x i32> %v7
}

define <8 x i32> @tgt(ptr %t, <8 x i32> %i) {
  %s0 = getelementptr i32, ptr %t, <8 x i32> %i
  %s1 = call <8 x i32> @llvm.masked.gather.v8i32.v8p0(<8 x ptr> %s0, <8 x i1> splat (i1 true), <8 x i32> poison)
  ret <8 x i32> %s1
}
