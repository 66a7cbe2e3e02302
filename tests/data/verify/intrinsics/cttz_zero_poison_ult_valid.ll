; expect: valid
; why: cttz(x, true) < 32 for x != 0; x = 0 is poison

define i1 @src(i32 %x) {
  %c = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  %r = icmp ult i32 %c, 32
  ret i1 %r
}

define i1 @tgt(i32 %x) {
  ret i1 true
}

declare i32 @llvm.cttz.i32(i32, i1)
