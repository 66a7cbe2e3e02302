; expect: invalid
; why: the select form reads %x and %y twice: with an undef input the compare and the chosen value may disagree, which smax never does

define i32 @src(i32 %x, i32 %y) {
  %r = call i32 @llvm.smax.i32(i32 %x, i32 %y)
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  %c = icmp sgt i32 %x, %y
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

declare i32 @llvm.smax.i32(i32, i32)
