; expect: valid
; why: the generic "no common bit" test of two 256-bit vectors, or-reduce(a & b) == 0, is one vptest (avx ptestz.256)
define i32 @src(<4 x i64> %a, <4 x i64> %b) {
  %x = and <4 x i64> %a, %b
  %o = call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %x)
  %c = icmp eq i64 %o, 0
  %r = zext i1 %c to i32
  ret i32 %r
}

define i32 @tgt(<4 x i64> %a, <4 x i64> %b) {
  %r = call i32 @llvm.x86.avx.ptestz.256(<4 x i64> %a, <4 x i64> %b)
  ret i32 %r
}

declare i32 @llvm.x86.avx.ptestz.256(<4 x i64>, <4 x i64>)
declare i64 @llvm.vector.reduce.or.v4i64(<4 x i64>)
