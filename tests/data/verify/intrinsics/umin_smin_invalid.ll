; expect: invalid
; why: unsigned and signed min differ when signs differ (-1 vs 0)

define i32 @src(i32 %x, i32 %y) {
  %r = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  %r = call i32 @llvm.smin.i32(i32 %x, i32 %y)
  ret i32 %r
}

declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
