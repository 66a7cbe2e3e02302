; expect: valid
; why: poison condition makes src poison; otherwise both arms are x

define i32 @src(i1 %c, i32 %x) {
  %r = select i1 %c, i32 %x, i32 %x
  ret i32 %r
}

define i32 @tgt(i1 %c, i32 %x) {
  ret i32 %x
}
