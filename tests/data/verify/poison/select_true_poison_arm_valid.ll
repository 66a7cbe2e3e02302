; expect: valid
; why: a poison unselected arm does not make select poison

define i32 @src(i32 %x) {
  %r = select i1 true, i32 %x, i32 poison
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
