; expect: valid
; why: every unsigned value is >= 0

define i32 @src(i32 %x) {
  %r = call i32 @llvm.umax.i32(i32 %x, i32 0)
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}

declare i32 @llvm.umax.i32(i32, i32)
