; synth: found
; fast: yes
; category: x86 (three operands, immediate solved)
; why: SHA-256/SHA-512 Maj(a,b,c) = (a&b)^(a&c)^(b&c) (FIPS 180-4, 4.1.2/4.1.3; written with | as in OpenSSL's sha256 macros), on 4/8 message lanes as multi-buffer SHA does; opt-22 -O3 leaves (a&(b|c))|(b&c) and llc-22 emits two vpternlog (its ternlog matcher takes two logic levels of three distinct leaves): one vpternlog with the imm8 read off the bank (0xE8)
; expect-tgt: %s0 = call <8 x i64> @llvm.x86.avx512.pternlog.q.512(<8 x i64> %a, <8 x i64> %b, <8 x i64> %c, i32 232)
; uops: 5 -> 4

define <8 x i64> @src(<8 x i64> %a, <8 x i64> %b, <8 x i64> %c) {
  %bc = and <8 x i64> %c, %b
  %ac1 = or <8 x i64> %c, %b
  %t = and <8 x i64> %ac1, %a
  %r = or <8 x i64> %t, %bc
  ret <8 x i64> %r
}

define <8 x i64> @tgt(<8 x i64> %a, <8 x i64> %b, <8 x i64> %c) {
  %s0 = call <8 x i64> @llvm.x86.avx512.pternlog.q.512(<8 x i64> %a, <8 x i64> %b, <8 x i64> %c, i32 232)
  ret <8 x i64> %s0
}

declare <8 x i64> @llvm.x86.avx512.pternlog.q.512(<8 x i64>, <8 x i64>, <8 x i64>, i32)
