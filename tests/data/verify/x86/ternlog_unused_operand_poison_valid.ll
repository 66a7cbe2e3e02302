; expect: valid
; why: imm 0x3C is a ^ b and ignores c, so a lane is poison only when a or b is: a ^ b may become vpternlogd with any third operand, even a poison one
define <16 x i32> @src(<16 x i32> %a, <16 x i32> %b) {
  %r = xor <16 x i32> %a, %b
  ret <16 x i32> %r
}

define <16 x i32> @tgt(<16 x i32> %a, <16 x i32> %b) {
  %r = call <16 x i32> @llvm.x86.avx512.pternlog.d.512(<16 x i32> %a, <16 x i32> %b, <16 x i32> poison, i32 60)
  ret <16 x i32> %r
}

declare <16 x i32> @llvm.x86.avx512.pternlog.d.512(<16 x i32>, <16 x i32>, <16 x i32>, i32)
