; expect: invalid
; why: rotate right by 3 is not rotate left by 3

define i32 @src(i32 %x) {
  %r = call i32 @llvm.fshr.i32(i32 %x, i32 %x, i32 3)
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 3)
  ret i32 %r
}

declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
