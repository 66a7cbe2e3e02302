; expect: valid
; why: with noundef inputs every use reads the same value, and the expansion is exact

define i32 @src(i32 noundef %x) {
  %r = call i32 @llvm.uadd.sat.i32(i32 %x, i32 1)
  ret i32 %r
}

define i32 @tgt(i32 noundef %x) {
  %a = add i32 %x, 1
  %c = icmp eq i32 %x, -1
  %r = select i1 %c, i32 -1, i32 %a
  ret i32 %r
}

declare i32 @llvm.uadd.sat.i32(i32, i32)
