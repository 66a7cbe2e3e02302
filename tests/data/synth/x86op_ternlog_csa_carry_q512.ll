; synth: found
; fast: yes
; category: x86 (three operands, immediate solved)
; why: Harley-Seal carry-save adder, carry = (a&b)|(c&(a^b)) (Mula, Kurz, Lemire, "Faster Population Counts Using AVX2 Instructions", Comput. J. 2018, section 4, the CSA function; their AVX-512 version uses vpternlogd): llc-22 emits two vpternlog, one suffices (imm8 0xE8 read off the bank)
; expect-tgt: %s0 = call <8 x i64> @llvm.x86.avx512.pternlog.q.512(<8 x i64> %a, <8 x i64> %b, <8 x i64> %c, i32 232)
; uops: 5 -> 4

define <8 x i64> @src(<8 x i64> %a, <8 x i64> %b, <8 x i64> %c) {
  %u = xor <8 x i64> %b, %a
  %ab = and <8 x i64> %b, %a
  %cu = and <8 x i64> %u, %c
  %r = or <8 x i64> %cu, %ab
  ret <8 x i64> %r
}

define <8 x i64> @tgt(<8 x i64> %a, <8 x i64> %b, <8 x i64> %c) {
  %s0 = call <8 x i64> @llvm.x86.avx512.pternlog.q.512(<8 x i64> %a, <8 x i64> %b, <8 x i64> %c, i32 232)
  ret <8 x i64> %s0
}

declare <8 x i64> @llvm.x86.avx512.pternlog.q.512(<8 x i64>, <8 x i64>, <8 x i64>, i32)
