; expect: valid
; why: imm 0xE8 is the bitwise majority (a & b) | (a & c) | (b & c), as in SHA-256's Maj: five logic ops become one vpternlogq
define <4 x i64> @src(<4 x i64> %a, <4 x i64> %b, <4 x i64> %c) {
  %ab = and <4 x i64> %a, %b
  %ac = and <4 x i64> %a, %c
  %bc = and <4 x i64> %b, %c
  %o = or <4 x i64> %ab, %ac
  %r = or <4 x i64> %o, %bc
  ret <4 x i64> %r
}

define <4 x i64> @tgt(<4 x i64> %a, <4 x i64> %b, <4 x i64> %c) {
  %r = call <4 x i64> @llvm.x86.avx512.pternlog.q.256(<4 x i64> %a, <4 x i64> %b, <4 x i64> %c, i32 232)
  ret <4 x i64> %r
}

declare <4 x i64> @llvm.x86.avx512.pternlog.q.256(<4 x i64>, <4 x i64>, <4 x i64>, i32)
