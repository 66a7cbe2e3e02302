; expect: valid
; why: avx2 phadd.d works per 128-bit half: [a0+a1, a2+a3, b0+b1, b2+b3, a4+a5, a6+a7, b4+b5, b6+b7], i.e. even/odd shuffles <0,2,8,10,4,6,12,14> and <1,3,9,11,5,7,13,15>
define <8 x i32> @src(<8 x i32> %a, <8 x i32> %b) {
  %e = shufflevector <8 x i32> %a, <8 x i32> %b, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %o = shufflevector <8 x i32> %a, <8 x i32> %b, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %r = add <8 x i32> %e, %o
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> %a, <8 x i32> %b) {
  %r = call <8 x i32> @llvm.x86.avx2.phadd.d(<8 x i32> %a, <8 x i32> %b)
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.x86.avx2.phadd.d(<8 x i32>, <8 x i32>)
