; expect: invalid
; why: ptestz(a, 0) is 1 for every a that is not poison, but a poison lane of a makes the whole i32 result poison, so the call cannot replace the constant 1 (the reverse is fine)
define i32 @src(<2 x i64> %a) {
  ret i32 1
}

define i32 @tgt(<2 x i64> %a) {
  %r = call i32 @llvm.x86.sse41.ptestz(<2 x i64> %a, <2 x i64> zeroinitializer)
  ret i32 %r
}

declare i32 @llvm.x86.sse41.ptestz(<2 x i64>, <2 x i64>)
