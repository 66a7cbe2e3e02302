; expect: valid
; why: pblendvb with a constant mask reads only each mask byte's sign bit (0x80 and 0xFF pick b, 0x00 and 0x7F pick a): it is a shufflevector of a and b
define <32 x i8> @src(<32 x i8> %a, <32 x i8> %b) {
  %r = call <32 x i8> @llvm.x86.avx2.pblendvb(<32 x i8> %a, <32 x i8> %b, <32 x i8> <i8 0, i8 128, i8 255, i8 127, i8 0, i8 128, i8 255, i8 127, i8 0, i8 128, i8 255, i8 127, i8 0, i8 128, i8 255, i8 127, i8 0, i8 128, i8 255, i8 127, i8 0, i8 128, i8 255, i8 127, i8 0, i8 128, i8 255, i8 127, i8 0, i8 128, i8 255, i8 127>)
  ret <32 x i8> %r
}

define <32 x i8> @tgt(<32 x i8> %a, <32 x i8> %b) {
  %r = shufflevector <32 x i8> %a, <32 x i8> %b, <32 x i32> <i32 0, i32 33, i32 34, i32 3, i32 4, i32 37, i32 38, i32 7, i32 8, i32 41, i32 42, i32 11, i32 12, i32 45, i32 46, i32 15, i32 16, i32 49, i32 50, i32 19, i32 20, i32 53, i32 54, i32 23, i32 24, i32 57, i32 58, i32 27, i32 28, i32 61, i32 62, i32 31>
  ret <32 x i8> %r
}

declare <32 x i8> @llvm.x86.avx2.pblendvb(<32 x i8>, <32 x i8>, <32 x i8>)
