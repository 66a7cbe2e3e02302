; expect: valid
; why: c false: -1 + 1 = 0 without overflow; c true: same add nsw; c poison: src poison

define i32 @src(i1 %c, i32 %x) {
  %a = add nsw i32 %x, 1
  %r = select i1 %c, i32 %a, i32 0
  ret i32 %r
}

define i32 @tgt(i1 %c, i32 %x) {
  %s = select i1 %c, i32 %x, i32 -1
  %r = add nsw i32 %s, 1
  ret i32 %r
}
