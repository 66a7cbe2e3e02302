; expect: valid
; why: abs(x, true) is poison at INT_MIN, otherwise nonnegative

define i1 @src(i32 %x) {
  %a = call i32 @llvm.abs.i32(i32 %x, i1 true)
  %r = icmp sge i32 %a, 0
  ret i1 %r
}

define i1 @tgt(i32 %x) {
  ret i1 true
}

declare i32 @llvm.abs.i32(i32, i1)
