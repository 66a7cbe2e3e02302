; expect: invalid
; why: on overflow sadd.sat saturates to a value but add nsw is poison

define i32 @src(i32 %x, i32 %y) {
  %r = call i32 @llvm.sadd.sat.i32(i32 %x, i32 %y)
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  %r = add nsw i32 %x, %y
  ret i32 %r
}

declare i32 @llvm.sadd.sat.i32(i32, i32)
