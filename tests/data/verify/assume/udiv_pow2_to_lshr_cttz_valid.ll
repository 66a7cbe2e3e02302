; expect: valid
; why: the source assumes ctpop(C) == 1 (C is a power of two, so not 0): x / C is x >> log2(C), and log2(C) = cttz(C)

define i8 @src(i8 %x, i8 noundef %C) {
  %n = call i8 @llvm.ctpop.i8(i8 %C)
  %p = icmp eq i8 %n, 1
  call void @llvm.assume(i1 %p)
  %r = udiv i8 %x, %C
  ret i8 %r
}

define i8 @tgt(i8 %x, i8 noundef %C) {
  %s = call i8 @llvm.cttz.i8(i8 %C, i1 true)
  %r = lshr i8 %x, %s
  ret i8 %r
}

declare void @llvm.assume(i1 noundef)
declare i8 @llvm.ctpop.i8(i8)
declare i8 @llvm.cttz.i8(i8, i1)
