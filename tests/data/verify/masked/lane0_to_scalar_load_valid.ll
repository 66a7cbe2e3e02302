; expect: valid
; why: a masked load of lane 0 only is a scalar load inserted into the passthru

define <2 x i64> @src(ptr %p, <2 x i64> %v) {
  %r = call <2 x i64> @llvm.masked.load.v2i64.p0(ptr align 8 %p, <2 x i1> <i1 1, i1 0>, <2 x i64> %v)
  ret <2 x i64> %r
}
define <2 x i64> @tgt(ptr %p, <2 x i64> %v) {
  %a = load i64, ptr %p, align 8
  %r = insertelement <2 x i64> %v, i64 %a, i64 0
  ret <2 x i64> %r
}
