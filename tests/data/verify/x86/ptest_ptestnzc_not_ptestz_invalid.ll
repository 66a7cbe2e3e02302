; expect: invalid
; why: ptestnzc is 1 when a & b is not zero AND ~a & b is not zero; it is not the negation of ptestz (a = b = -1: ptestz 0, ptestnzc 0)
define i32 @src(<2 x i64> %a, <2 x i64> %b) {
  %r = call i32 @llvm.x86.sse41.ptestnzc(<2 x i64> %a, <2 x i64> %b)
  ret i32 %r
}

define i32 @tgt(<2 x i64> %a, <2 x i64> %b) {
  %z = call i32 @llvm.x86.sse41.ptestz(<2 x i64> %a, <2 x i64> %b)
  %r = xor i32 %z, 1
  ret i32 %r
}

declare i32 @llvm.x86.sse41.ptestnzc(<2 x i64>, <2 x i64>)
declare i32 @llvm.x86.sse41.ptestz(<2 x i64>, <2 x i64>)
