; expect: invalid
; why: the select form reads %x and %y more than once: with an undef input the compare and the difference may disagree

define i32 @src(i32 %x, i32 %y) {
  %r = call i32 @llvm.usub.sat.i32(i32 %x, i32 %y)
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  %c = icmp ugt i32 %x, %y
  %s = sub i32 %x, %y
  %r = select i1 %c, i32 %s, i32 0
  ret i32 %r
}

declare i32 @llvm.usub.sat.i32(i32, i32)
