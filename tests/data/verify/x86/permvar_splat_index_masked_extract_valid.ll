; expect: valid
; why: with the index masked to 0..7, broadcasting extractelement a, (i & 7) is exactly permd by the splat index (a variable broadcast without the index vector)
define <8 x i32> @src(<8 x i32> %a, i32 %i) {
  %v = insertelement <8 x i32> poison, i32 %i, i64 0
  %s = shufflevector <8 x i32> %v, <8 x i32> poison, <8 x i32> zeroinitializer
  %r = call <8 x i32> @llvm.x86.avx2.permd(<8 x i32> %a, <8 x i32> %s)
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> %a, i32 %i) {
  %m = and i32 %i, 7
  %e = extractelement <8 x i32> %a, i32 %m
  %v = insertelement <8 x i32> poison, i32 %e, i64 0
  %r = shufflevector <8 x i32> %v, <8 x i32> poison, <8 x i32> zeroinitializer
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.x86.avx2.permd(<8 x i32>, <8 x i32>)
