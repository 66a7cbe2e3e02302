; expect: invalid
; why: cttz(0, false) = 32, which is not < 32

define i1 @src(i32 %x) {
  %c = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  %r = icmp ult i32 %c, 32
  ret i1 %r
}

define i1 @tgt(i32 %x) {
  ret i1 true
}

declare i32 @llvm.cttz.i32(i32, i1)
