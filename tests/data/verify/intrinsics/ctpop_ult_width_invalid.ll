; expect: invalid
; why: popcount of -1 is exactly 8

define i1 @src(i8 %x) {
  %c = call i8 @llvm.ctpop.i8(i8 %x)
  %r = icmp ult i8 %c, 8
  ret i1 %r
}

define i1 @tgt(i8 %x) {
  ret i1 true
}

declare i8 @llvm.ctpop.i8(i8)
