; expect: invalid
; why: imm 0x69 is the complement of 0x96 (xnor of three), not a ^ b ^ c: a wrong truth table gives a wrong vpternlog
define <4 x i32> @src(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c) {
  %x = xor <4 x i32> %a, %b
  %r = xor <4 x i32> %x, %c
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c) {
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, i32 105)
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32>, <4 x i32>, <4 x i32>, i32)
