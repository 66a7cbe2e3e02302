; expect: valid
; why: phadd.d(a, b) adds adjacent pairs: the sum of the even-lane and odd-lane shuffles of a:b (what InstCombine/the backend match to phaddd)
define <4 x i32> @src(<4 x i32> %a, <4 x i32> %b) {
  %e = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %o = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %r = add <4 x i32> %e, %o
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.x86.ssse3.phadd.d.128(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.ssse3.phadd.d.128(<4 x i32>, <4 x i32>)
