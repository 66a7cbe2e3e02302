; expect: invalid
; why: even for in-range inputs, avx2 packusdw is not trunc of the linear concatenation a:b; it interleaves 128-bit halves (a0..a3, b0..b3, a4..a7, b4..b7)
define <16 x i16> @src(<8 x i32> %x, <8 x i32> %y) {
  %a = and <8 x i32> %x, splat (i32 65535)
  %b = and <8 x i32> %y, splat (i32 65535)
  %c = shufflevector <8 x i32> %a, <8 x i32> %b, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r = trunc <16 x i32> %c to <16 x i16>
  ret <16 x i16> %r
}

define <16 x i16> @tgt(<8 x i32> %x, <8 x i32> %y) {
  %a = and <8 x i32> %x, splat (i32 65535)
  %b = and <8 x i32> %y, splat (i32 65535)
  %r = call <16 x i16> @llvm.x86.avx2.packusdw(<8 x i32> %a, <8 x i32> %b)
  ret <16 x i16> %r
}

declare <16 x i16> @llvm.x86.avx2.packusdw(<8 x i32>, <8 x i32>)
