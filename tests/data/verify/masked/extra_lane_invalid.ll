; expect: invalid
; why: a mask of all ones reads lane 3 (p+12), which the source never loads: the target touches memory the source does not

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
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 4 %p, <4 x i1> <i1 1, i1 1, i1 1, i1 1>, <4 x i32> %v)
  ret <4 x i32> %r
}
