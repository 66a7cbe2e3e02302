; expect: valid
; why: fshl(x, x, 3) is rotate left by 3

define i32 @src(i32 %x) {
  %r = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 3)
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %a = shl i32 %x, 3
  %b = lshr i32 %x, 29
  %r = or i32 %a, %b
  ret i32 %r
}

declare i32 @llvm.fshl.i32(i32, i32, i32)
