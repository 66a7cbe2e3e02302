; expect: invalid
; why: pmaddwd(a, c) - pmaddwd(b, c) is not pmaddwd(a - b, c): the i16 difference a - b wraps (a = 0x7FFF, b = -1), while the 32-bit products do not
define <4 x i32> @src(<8 x i16> %a, <8 x i16> %b, <8 x i16> %c) {
  %x = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %a, <8 x i16> %c)
  %y = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %b, <8 x i16> %c)
  %r = sub <4 x i32> %x, %y
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<8 x i16> %a, <8 x i16> %b, <8 x i16> %c) {
  %d = sub <8 x i16> %a, %b
  %r = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %d, <8 x i16> %c)
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16>, <8 x i16>)
