; synth: found
; fast: yes
; category: x86 (three operands, immediate solved)
; why: minority of three, ~maj(a,b,c) (the "minor" control byte of .NET's ternary-logic table, dotnet/runtime PR 85833, 2023): llc-22 emits two vpternlog, one suffices (imm8 0x17)
; expect-tgt: %s0 = call <16 x i32> @llvm.x86.avx512.pternlog.d.512(<16 x i32> %a, <16 x i32> %b, <16 x i32> %c, i32 23)
; uops: 5 -> 4

define <16 x i32> @src(<16 x i32> %a, <16 x i32> %b, <16 x i32> %c) {
  %bc = and <16 x i32> %c, %b
  %ac1 = or <16 x i32> %c, %b
  %t = and <16 x i32> %ac1, %a
  %m = or <16 x i32> %t, %bc
  %r = xor <16 x i32> %m, splat (i32 -1)
  ret <16 x i32> %r
}

define <16 x i32> @tgt(<16 x i32> %a, <16 x i32> %b, <16 x i32> %c) {
  %s0 = call <16 x i32> @llvm.x86.avx512.pternlog.d.512(<16 x i32> %a, <16 x i32> %b, <16 x i32> %c, i32 23)
  ret <16 x i32> %s0
}

declare <16 x i32> @llvm.x86.avx512.pternlog.d.512(<16 x i32>, <16 x i32>, <16 x i32>, i32)
