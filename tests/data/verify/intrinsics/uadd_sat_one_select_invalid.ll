; expect: invalid
; why: the select form reads %x more than once: with %x undef the compare and the sum may see different values

define i32 @src(i32 %x) {
  %r = call i32 @llvm.uadd.sat.i32(i32 %x, i32 1)
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %a = add i32 %x, 1
  %c = icmp eq i32 %x, -1
  %r = select i1 %c, i32 -1, i32 %a
  ret i32 %r
}

declare i32 @llvm.uadd.sat.i32(i32, i32)
