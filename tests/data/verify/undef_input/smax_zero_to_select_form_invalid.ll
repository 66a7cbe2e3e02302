; expect: invalid
; why: smax(x, 0) is never negative; the select form reads an undef x twice and may return a negative reading

define i32 @src(i32 %x) {
  %r = call i32 @llvm.smax.i32(i32 %x, i32 0)
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %c = icmp sgt i32 %x, 0
  %r = select i1 %c, i32 %x, i32 0
  ret i32 %r
}

declare i32 @llvm.smax.i32(i32, i32)
