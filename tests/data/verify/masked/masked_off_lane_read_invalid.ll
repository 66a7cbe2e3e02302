; expect: invalid
; why: a full vector load reads lane 1, which the masked load leaves alone (it may be out of bounds, and the passthru lane differs)
define <2 x i64> @src(ptr %p, <2 x i64> %v) {
  %r = call <2 x i64> @llvm.masked.load.v2i64.p0(ptr align 8 %p, <2 x i1> <i1 true, i1 false>, <2 x i64> %v)
  ret <2 x i64> %r
}
define <2 x i64> @tgt(ptr %p, <2 x i64> %v) {
  %a = load <2 x i64>, ptr %p, align 8
  %r = shufflevector <2 x i64> %a, <2 x i64> %v, <2 x i32> <i32 0, i32 3>
  ret <2 x i64> %r
}
