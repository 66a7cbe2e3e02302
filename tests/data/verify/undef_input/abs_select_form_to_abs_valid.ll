; expect: valid
; why: select(x < 0, -x, x) -> abs(x): the target reads x once

define i32 @src(i32 %x) {
  %c = icmp slt i32 %x, 0
  %n = sub i32 0, %x
  %r = select i1 %c, i32 %n, i32 %x
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = call i32 @llvm.abs.i32(i32 %x, i1 false)
  ret i32 %r
}

declare i32 @llvm.abs.i32(i32, i1)
