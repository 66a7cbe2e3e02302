; expect: valid
; why: ptestz(a, a) is 1 exactly when a is all zeros: zext(or-reduce(a) == 0)
define i32 @src(<2 x i64> %a) {
  %r = call i32 @llvm.x86.sse41.ptestz(<2 x i64> %a, <2 x i64> %a)
  ret i32 %r
}

define i32 @tgt(<2 x i64> %a) {
  %o = call i64 @llvm.vector.reduce.or.v2i64(<2 x i64> %a)
  %c = icmp eq i64 %o, 0
  %r = zext i1 %c to i32
  ret i32 %r
}

declare i32 @llvm.x86.sse41.ptestz(<2 x i64>, <2 x i64>)
declare i64 @llvm.vector.reduce.or.v2i64(<2 x i64>)
