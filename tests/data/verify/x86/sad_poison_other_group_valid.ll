; expect: valid
; why: per-lane poison: lane 0 of psadbw reads only bytes 0..7, so replacing bytes 8..15 by poison does not change (or poison) extractelement 0
define i64 @src(<16 x i8> %a, <16 x i8> %b) {
  %s = call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %a, <16 x i8> %b)
  %r = extractelement <2 x i64> %s, i64 0
  ret i64 %r
}

define i64 @tgt(<16 x i8> %a, <16 x i8> %b) {
  %p = shufflevector <16 x i8> %a, <16 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %s = call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %p, <16 x i8> %b)
  %r = extractelement <2 x i64> %s, i64 0
  ret i64 %r
}

declare <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8>, <16 x i8>)
