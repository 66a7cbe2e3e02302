; expect: invalid
; why: pmaddubsw is not symmetric: the first operand's bytes are unsigned, the second's signed (a = 0xFF, b = 1 gives 255; swapped, -1)
define <32 x i16> @src(<64 x i8> %a, <64 x i8> %b) {
  %r = call <32 x i16> @llvm.x86.avx512.pmaddubs.w.512(<64 x i8> %a, <64 x i8> %b)
  ret <32 x i16> %r
}

define <32 x i16> @tgt(<64 x i8> %a, <64 x i8> %b) {
  %r = call <32 x i16> @llvm.x86.avx512.pmaddubs.w.512(<64 x i8> %b, <64 x i8> %a)
  ret <32 x i16> %r
}

declare <32 x i16> @llvm.x86.avx512.pmaddubs.w.512(<64 x i8>, <64 x i8>)
