; expect: invalid
; why: reversing bytes is not reversing bits (x=1)

define i32 @src(i32 %x) {
  %r = call i32 @llvm.bswap.i32(i32 %x)
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = call i32 @llvm.bitreverse.i32(i32 %x)
  ret i32 %r
}

declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.bitreverse.i32(i32)
