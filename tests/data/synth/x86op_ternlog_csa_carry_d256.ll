; synth: found
; fast: yes
; category: x86 (three operands, immediate solved)
; why: Harley-Seal carry-save adder, carry = (a&b)|(c&(a^b)) (Mula, Kurz, Lemire, "Faster Population Counts Using AVX2 Instructions", Comput. J. 2018, section 4, the CSA function; their AVX-512 version uses vpternlogd): llc-22 emits two vpternlog, one suffices (imm8 0xE8 read off the bank)
; expect-tgt: %s0 = call <8 x i32> @llvm.x86.avx512.pternlog.d.256(<8 x i32> %a, <8 x i32> %b, <8 x i32> %c, i32 232)
; uops: 5 -> 4

define <8 x i32> @src(<8 x i32> %a, <8 x i32> %b, <8 x i32> %c) {
  %u = xor <8 x i32> %b, %a
  %ab = and <8 x i32> %b, %a
  %cu = and <8 x i32> %u, %c
  %r = or <8 x i32> %cu, %ab
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> %a, <8 x i32> %b, <8 x i32> %c) {
  %s0 = call <8 x i32> @llvm.x86.avx512.pternlog.d.256(<8 x i32> %a, <8 x i32> %b, <8 x i32> %c, i32 232)
  ret <8 x i32> %s0
}

declare <8 x i32> @llvm.x86.avx512.pternlog.d.256(<8 x i32>, <8 x i32>, <8 x i32>, i32)
