; expect: valid
; why: imm 0x96 is the truth table of a ^ b ^ c, so two xors become one avx512 vpternlogd
define <16 x i32> @src(<16 x i32> %a, <16 x i32> %b, <16 x i32> %c) {
  %x = xor <16 x i32> %a, %b
  %r = xor <16 x i32> %x, %c
  ret <16 x i32> %r
}

define <16 x i32> @tgt(<16 x i32> %a, <16 x i32> %b, <16 x i32> %c) {
  %r = call <16 x i32> @llvm.x86.avx512.pternlog.d.512(<16 x i32> %a, <16 x i32> %b, <16 x i32> %c, i32 150)
  ret <16 x i32> %r
}

declare <16 x i32> @llvm.x86.avx512.pternlog.d.512(<16 x i32>, <16 x i32>, <16 x i32>, i32)
