; expect: valid
; why: with noundef inputs every use reads the same value, and the expansion is exact

define i32 @src(i32 noundef %x, i32 noundef %y) {
  %r = call i32 @llvm.smax.i32(i32 %x, i32 %y)
  ret i32 %r
}

define i32 @tgt(i32 noundef %x, i32 noundef %y) {
  %c = icmp sgt i32 %x, %y
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

declare i32 @llvm.smax.i32(i32, i32)
