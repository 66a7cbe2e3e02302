; expect: valid
; why: psadbw against zero sums each group of 8 unsigned bytes (the classic horizontal byte sum): zext + vector.reduce.add per 64-bit group, zero-extended to i64
define <2 x i64> @src(<16 x i8> %a) {
  %r = call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %a, <16 x i8> zeroinitializer)
  ret <2 x i64> %r
}

define <2 x i64> @tgt(<16 x i8> %a) {
  %w = zext <16 x i8> %a to <16 x i16>
  %lo = shufflevector <16 x i16> %w, <16 x i16> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %hi = shufflevector <16 x i16> %w, <16 x i16> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %s0 = call i16 @llvm.vector.reduce.add.v8i16(<8 x i16> %lo)
  %s1 = call i16 @llvm.vector.reduce.add.v8i16(<8 x i16> %hi)
  %z0 = zext i16 %s0 to i64
  %z1 = zext i16 %s1 to i64
  %v = insertelement <2 x i64> poison, i64 %z0, i64 0
  %r = insertelement <2 x i64> %v, i64 %z1, i64 1
  ret <2 x i64> %r
}

declare <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8>, <16 x i8>)
declare i16 @llvm.vector.reduce.add.v8i16(<8 x i16>)
