; expect: valid
; why: only masked-on lanes must be in bounds: the source reads lane 0 alone, so a block of 8 bytes suffices, and so does the target's scalar load
define <2 x i64> @src(ptr dereferenceable(8) %p, <2 x i64> %v) {
  %r = call <2 x i64> @llvm.masked.load.v2i64.p0(ptr align 8 %p, <2 x i1> <i1 true, i1 false>, <2 x i64> %v)
  ret <2 x i64> %r
}
define <2 x i64> @tgt(ptr dereferenceable(8) %p, <2 x i64> %v) {
  %a = load i64, ptr %p, align 8
  %r = insertelement <2 x i64> %v, i64 %a, i64 0
  ret <2 x i64> %r
}
