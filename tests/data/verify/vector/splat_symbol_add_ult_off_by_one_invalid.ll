; expect: invalid
; alive2: incorrect on both pairs (61 s and 0.08 s: C0 = 0 with an undef lane of x; alive-tv 0dc2be5f, LLVM 22.1.8, --smt-to=60000, 2026-11-29)
; why: the overflow check off by one: x u>= ~C also holds at x = ~C, where x + C is all ones, not u< C (lane by lane, a counterexample in one lane is one of the whole)

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
  %r = icmp uge <4 x i32> %x, %s
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
  %r = icmp uge <4 x i32> %x, %s
  ret <4 x i1> %r
}
