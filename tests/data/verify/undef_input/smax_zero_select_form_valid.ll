; expect: valid
; why: select(x > 0, x, 0) -> smax(x, 0): the target reads x once

define i32 @src(i32 %x) {
  %c = icmp sgt i32 %x, 0
  %r = select i1 %c, i32 %x, i32 0
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = call i32 @llvm.smax.i32(i32 %x, i32 0)
  ret i32 %r
}

declare i32 @llvm.smax.i32(i32, i32)
