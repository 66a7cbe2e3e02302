; expect: valid
; why: imm 0xCA is the bit select a ? b : c, per bit: (a & b) | (~a & c), written here as ((b ^ c) & a) ^ c
define <2 x i64> @src(<2 x i64> %a, <2 x i64> %b, <2 x i64> %c) {
  %x = xor <2 x i64> %b, %c
  %y = and <2 x i64> %x, %a
  %r = xor <2 x i64> %y, %c
  ret <2 x i64> %r
}

define <2 x i64> @tgt(<2 x i64> %a, <2 x i64> %b, <2 x i64> %c) {
  %r = call <2 x i64> @llvm.x86.avx512.pternlog.q.128(<2 x i64> %a, <2 x i64> %b, <2 x i64> %c, i32 202)
  ret <2 x i64> %r
}

declare <2 x i64> @llvm.x86.avx512.pternlog.q.128(<2 x i64>, <2 x i64>, <2 x i64>, i32)
