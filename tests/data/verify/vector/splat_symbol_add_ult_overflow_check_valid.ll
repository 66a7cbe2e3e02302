; expect: valid
; alive2: timeout on @src1/@tgt1 (60 s); correct on @src2/@tgt2 (0.41 s; alive-tv 0dc2be5f, LLVM 22.1.8, --smt-to=60000, 2026-11-29)
; why: (x + C) u< C is x u> ~C lane by lane, C a scalar splatted (the vector proof of a rule with a symbolic constant). Z3 took 20 s on the whole <4 x i32> query and 30 ms per lane; with C undef (read by both uses of the splat) the rounds took 2 to 44 s, one matching checked lane by lane 0.1 s. The first pair may read C undef, the second has it noundef.

define <4 x i1> @src1(<4 x i32> %x, i32 %C0) {
  %i = insertelement <4 x i32> poison, i32 %C0, i64 0
  %s = shufflevector <4 x i32> %i, <4 x i32> poison, <4 x i32> zeroinitializer
  %a = add <4 x i32> %x, %s
  %r = icmp ult <4 x i32> %a, %s
  ret <4 x i1> %r
}

define <4 x i1> @tgt1(<4 x i32> %x, i32 %C0) {
  %n = xor i32 %C0, -1
  %i = insertelement <4 x i32> poison, i32 %n, i64 0
  %s = shufflevector <4 x i32> %i, <4 x i32> poison, <4 x i32> zeroinitializer
  %r = icmp ugt <4 x i32> %x, %s
  ret <4 x i1> %r
}

define <4 x i1> @src2(<4 x i32> %x, i32 noundef %C0) {
  %i = insertelement <4 x i32> poison, i32 %C0, i64 0
  %s = shufflevector <4 x i32> %i, <4 x i32> poison, <4 x i32> zeroinitializer
  %a = add <4 x i32> %x, %s
  %r = icmp ult <4 x i32> %a, %s
  ret <4 x i1> %r
}

define <4 x i1> @tgt2(<4 x i32> %x, i32 noundef %C0) {
  %n = xor i32 %C0, -1
  %i = insertelement <4 x i32> poison, i32 %n, i64 0
  %s = shufflevector <4 x i32> %i, <4 x i32> poison, <4 x i32> zeroinitializer
  %r = icmp ugt <4 x i32> %x, %s
  ret <4 x i1> %r
}
