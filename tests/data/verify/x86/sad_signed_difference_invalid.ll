; expect: invalid
; why: psadbw takes absolute differences of unsigned bytes; summing the plain differences a - b (sign-extended) is a different function as soon as some a < b
define <4 x i64> @src(<32 x i8> %a, <32 x i8> %b) {
  %r = call <4 x i64> @llvm.x86.avx2.psad.bw(<32 x i8> %a, <32 x i8> %b)
  ret <4 x i64> %r
}

define <4 x i64> @tgt(<32 x i8> %a, <32 x i8> %b) {
  %x = zext <32 x i8> %a to <32 x i64>
  %y = zext <32 x i8> %b to <32 x i64>
  %d = sub <32 x i64> %x, %y
  %g0 = shufflevector <32 x i64> %d, <32 x i64> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %g1 = shufflevector <32 x i64> %d, <32 x i64> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %g2 = shufflevector <32 x i64> %d, <32 x i64> poison, <8 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %g3 = shufflevector <32 x i64> %d, <32 x i64> poison, <8 x i32> <i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %s0 = call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %g0)
  %s1 = call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %g1)
  %s2 = call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %g2)
  %s3 = call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %g3)
  %v0 = insertelement <4 x i64> poison, i64 %s0, i64 0
  %v1 = insertelement <4 x i64> %v0, i64 %s1, i64 1
  %v2 = insertelement <4 x i64> %v1, i64 %s2, i64 2
  %r = insertelement <4 x i64> %v2, i64 %s3, i64 3
  ret <4 x i64> %r
}

declare <4 x i64> @llvm.x86.avx2.psad.bw(<32 x i8>, <32 x i8>)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>)
