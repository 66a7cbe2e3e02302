; expect: invalid
; why: x86 vector shifts do not take their count modulo the lane width (scalar shl does): pslli.q by 64 is zero, not a shift by 0
define <2 x i64> @src(<2 x i64> %a) {
  %r = call <2 x i64> @llvm.x86.sse2.pslli.q(<2 x i64> %a, i32 64)
  ret <2 x i64> %r
}

define <2 x i64> @tgt(<2 x i64> %a) {
  ret <2 x i64> %a
}

declare <2 x i64> @llvm.x86.sse2.pslli.q(<2 x i64>, i32)
