; expect: valid
; why: three lane-by-lane loads from p, p+4, p+8 into lanes 0-2 of %v are one masked load with mask 1110 and passthru %v (the masked-off lane 3 is not accessed)

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
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 4 %p, <4 x i1> <i1 1, i1 1, i1 1, i1 0>, <4 x i32> %v)
  ret <4 x i32> %r
}
