; expect: invalid
; why: when c is false src returns 0 but tgt selects the poison arm

define i32 @src(i1 %c, i32 %x) {
  %r = select i1 %c, i32 %x, i32 0
  ret i32 %r
}

define i32 @tgt(i1 %c, i32 %x) {
  %r = select i1 %c, i32 %x, i32 poison
  ret i32 %r
}
