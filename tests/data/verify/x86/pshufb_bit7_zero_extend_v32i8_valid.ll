; expect: valid
; why: mask bytes with bit 7 set (0x80, or any value >= 0x80 such as 0xFF) give zero, and indices select within each 128-bit half: this avx2 pshufb zero-extends the low 8 bytes of each half to words, a shufflevector with zeroinitializer
define <32 x i8> @src(<32 x i8> %a) {
  %r = call <32 x i8> @llvm.x86.avx2.pshuf.b(<32 x i8> %a, <32 x i8> <i8 0, i8 128, i8 1, i8 255, i8 2, i8 128, i8 3, i8 128, i8 4, i8 128, i8 5, i8 128, i8 6, i8 128, i8 7, i8 128, i8 0, i8 128, i8 1, i8 128, i8 2, i8 128, i8 3, i8 128, i8 4, i8 128, i8 5, i8 128, i8 6, i8 128, i8 7, i8 200>)
  ret <32 x i8> %r
}

define <32 x i8> @tgt(<32 x i8> %a) {
  %r = shufflevector <32 x i8> %a, <32 x i8> zeroinitializer, <32 x i32> <i32 0, i32 32, i32 1, i32 32, i32 2, i32 32, i32 3, i32 32, i32 4, i32 32, i32 5, i32 32, i32 6, i32 32, i32 7, i32 32, i32 16, i32 32, i32 17, i32 32, i32 18, i32 32, i32 19, i32 32, i32 20, i32 32, i32 21, i32 32, i32 22, i32 32, i32 23, i32 32>
  ret <32 x i8> %r
}

declare <32 x i8> @llvm.x86.avx2.pshuf.b(<32 x i8>, <32 x i8>)
