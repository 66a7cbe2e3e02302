; expect: valid
; why: pmaddwd is symmetric in its operands (each product is a[i] * b[i]): avx512 pmaddw.d.512 may swap them, e.g. to fold a load into the second operand
define <16 x i32> @src(<32 x i16> %a, <32 x i16> %b) {
  %r = call <16 x i32> @llvm.x86.avx512.pmaddw.d.512(<32 x i16> %a, <32 x i16> %b)
  ret <16 x i32> %r
}

define <16 x i32> @tgt(<32 x i16> %a, <32 x i16> %b) {
  %r = call <16 x i32> @llvm.x86.avx512.pmaddw.d.512(<32 x i16> %b, <32 x i16> %a)
  ret <16 x i32> %r
}

declare <16 x i32> @llvm.x86.avx512.pmaddw.d.512(<32 x i16>, <32 x i16>)
