; expect: valid
; why: the fold direction of the previous trap: ptestz(a, 0) may become the constant 1 (where a is poison the call is poison, and anything refines it)
define i32 @src(<4 x i64> %a) {
  %r = call i32 @llvm.x86.avx.ptestz.256(<4 x i64> %a, <4 x i64> zeroinitializer)
  ret i32 %r
}

define i32 @tgt(<4 x i64> %a) {
  ret i32 1
}

declare i32 @llvm.x86.avx.ptestz.256(<4 x i64>, <4 x i64>)
