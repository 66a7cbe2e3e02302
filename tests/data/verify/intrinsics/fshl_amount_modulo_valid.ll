; expect: valid
; why: funnel shift amounts are taken modulo the width: 35 = 3 mod 32

define i32 @src(i32 %x, i32 %y) {
  %r = call i32 @llvm.fshl.i32(i32 %x, i32 %y, i32 35)
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  %r = call i32 @llvm.fshl.i32(i32 %x, i32 %y, i32 3)
  ret i32 %r
}

declare i32 @llvm.fshl.i32(i32, i32, i32)
