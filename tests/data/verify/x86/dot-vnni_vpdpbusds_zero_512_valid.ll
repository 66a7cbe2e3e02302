; expect: valid
; why: with all-zero bytes every product is 0, so avx512 vpdpbusds.512 returns the accumulator unchanged (no saturation can occur)
define <16 x i32> @src(<16 x i32> %acc, <64 x i8> %b) {
  %r = call <16 x i32> @llvm.x86.avx512.vpdpbusds.512(<16 x i32> %acc, <64 x i8> zeroinitializer, <64 x i8> %b)
  ret <16 x i32> %r
}

define <16 x i32> @tgt(<16 x i32> %acc, <64 x i8> %b) {
  ret <16 x i32> %acc
}

declare <16 x i32> @llvm.x86.avx512.vpdpbusds.512(<16 x i32>, <64 x i8>, <64 x i8>)
