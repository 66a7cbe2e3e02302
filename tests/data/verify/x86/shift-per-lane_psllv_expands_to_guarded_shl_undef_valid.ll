; expect: valid
; undef: valid with undef inputs too (the source can pick c & 31 or 32): decided by the expanded query in about 1.6 s since the verifier's schedule of issue 36
; alive2: timeout (60 s; with --disable-undef-input: correct, 0.04 s; alive-tv 0dc2be5f, LLVM 22.1.8, --smt-to=60000, 2026-11-29)
; why: psllv.d expands to the guarded generic shift `c >= 32 ? 0 : a << (c & 31)`, which never creates poison (e.g. for a target without AVX2, or to expose it to InstCombine)
define <4 x i32> @src(<4 x i32> %a, <4 x i32> %c) {
  %r = call <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32> %a, <4 x i32> %c)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %a, <4 x i32> %c) {
  %big = icmp uge <4 x i32> %c, splat (i32 32)
  %m = and <4 x i32> %c, splat (i32 31)
  %s = shl <4 x i32> %a, %m
  %r = select <4 x i1> %big, <4 x i32> zeroinitializer, <4 x i32> %s
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32>, <4 x i32>)
