; synth: found
; fast: yes
; category: x86 (three operands, immediate solved)
; why: SHA-256/SHA-512 Maj(a,b,c) = (a&b)^(a&c)^(b&c) (FIPS 180-4, 4.1.2/4.1.3; written with | as in OpenSSL's sha256 macros), on 4/8 message lanes as multi-buffer SHA does; opt-22 -O3 leaves (a&(b|c))|(b&c) and llc-22 emits two vpternlog (its ternlog matcher takes two logic levels of three distinct leaves): one vpternlog with the imm8 read off the bank (0xE8)
; expect-tgt: %s0 = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, i32 232)
; uops: 5 -> 4

define <4 x i32> @src(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c) {
  %bc = and <4 x i32> %c, %b
  %ac1 = or <4 x i32> %c, %b
  %t = and <4 x i32> %ac1, %a
  %r = or <4 x i32> %t, %bc
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c) {
  %s0 = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, i32 232)
  ret <4 x i32> %s0
}

declare <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32>, <4 x i32>, <4 x i32>, i32)
