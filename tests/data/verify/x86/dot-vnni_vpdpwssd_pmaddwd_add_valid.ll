; expect: valid
; why: VNNI vpdpwssd(acc, a, b) fuses pmaddwd(a, b) + acc, wrapping exactly like the two-instruction sequence
define <4 x i32> @src(<4 x i32> %acc, <8 x i16> %a, <8 x i16> %b) {
  %m = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %a, <8 x i16> %b)
  %r = add <4 x i32> %acc, %m
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %acc, <8 x i16> %a, <8 x i16> %b) {
  %r = call <4 x i32> @llvm.x86.avx512.vpdpwssd.128(<4 x i32> %acc, <8 x i16> %a, <8 x i16> %b)
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16>, <8 x i16>)
declare <4 x i32> @llvm.x86.avx512.vpdpwssd.128(<4 x i32>, <8 x i16>, <8 x i16>)
