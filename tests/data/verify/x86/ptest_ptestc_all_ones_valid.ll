; expect: valid
; why: ptestc(a, -1) sets CF when ~a & -1 is zero, i.e. when a is all ones: zext(and-reduce(a) == -1)
define i32 @src(<4 x i64> %a) {
  %r = call i32 @llvm.x86.avx.ptestc.256(<4 x i64> %a, <4 x i64> splat (i64 -1))
  ret i32 %r
}

define i32 @tgt(<4 x i64> %a) {
  %o = call i64 @llvm.vector.reduce.and.v4i64(<4 x i64> %a)
  %c = icmp eq i64 %o, -1
  %r = zext i1 %c to i32
  ret i32 %r
}

declare i32 @llvm.x86.avx.ptestc.256(<4 x i64>, <4 x i64>)
declare i64 @llvm.vector.reduce.and.v4i64(<4 x i64>)
