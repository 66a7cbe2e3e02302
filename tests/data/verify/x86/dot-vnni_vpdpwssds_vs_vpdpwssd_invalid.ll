; expect: invalid
; why: vpdpwssds saturates the accumulation to i32 (INT32_MAX + 1 stays INT32_MAX), vpdpwssd wraps
define <8 x i32> @src(<8 x i32> %acc, <16 x i16> %a, <16 x i16> %b) {
  %r = call <8 x i32> @llvm.x86.avx512.vpdpwssds.256(<8 x i32> %acc, <16 x i16> %a, <16 x i16> %b)
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> %acc, <16 x i16> %a, <16 x i16> %b) {
  %r = call <8 x i32> @llvm.x86.avx512.vpdpwssd.256(<8 x i32> %acc, <16 x i16> %a, <16 x i16> %b)
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.x86.avx512.vpdpwssds.256(<8 x i32>, <16 x i16>, <16 x i16>)
declare <8 x i32> @llvm.x86.avx512.vpdpwssd.256(<8 x i32>, <16 x i16>, <16 x i16>)
