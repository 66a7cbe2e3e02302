; expect: invalid
; why: the immediate's bit index is 4a + 2b + c, so the operand order matters: 0xCA selects b or c by a, and with the first two operands swapped it selects by b instead
define <8 x i32> @src(<8 x i32> %a, <8 x i32> %b, <8 x i32> %c) {
  %r = call <8 x i32> @llvm.x86.avx512.pternlog.d.256(<8 x i32> %a, <8 x i32> %b, <8 x i32> %c, i32 202)
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> %a, <8 x i32> %b, <8 x i32> %c) {
  %r = call <8 x i32> @llvm.x86.avx512.pternlog.d.256(<8 x i32> %b, <8 x i32> %a, <8 x i32> %c, i32 202)
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.x86.avx512.pternlog.d.256(<8 x i32>, <8 x i32>, <8 x i32>, i32)
