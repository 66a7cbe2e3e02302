; expect: valid
; why: byte swap is an involution

define i32 @src(i32 %x) {
  %a = call i32 @llvm.bswap.i32(i32 %x)
  %r = call i32 @llvm.bswap.i32(i32 %a)
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}

declare i32 @llvm.bswap.i32(i32)
