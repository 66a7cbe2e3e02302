; rewrite @rev %r: (x86.ssse3.pshuf.b.128 (xor (val <16 x i8> %0), (const <16 x i8> <-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1>), <16 x i8>), (const <16 x i8> <15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0>), <16 x i8>)
; expect: new_target_intrinsic 1
; A rewrite that calls an x86 intrinsic the site's code does not (pshufb needs SSSE3;
; this function may be built for a CPU without it): skipped, output unchanged.
define <16 x i8> @rev(<16 x i8> %x) {
  %y = xor <16 x i8> %x, splat (i8 -1)
  %r = shufflevector <16 x i8> %y, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  ret <16 x i8> %r
}
