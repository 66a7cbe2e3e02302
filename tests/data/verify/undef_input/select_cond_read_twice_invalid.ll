; expect: invalid
; why: the target reads the condition twice: with %c undef it may take x from one select and y from the other, x | y

define i8 @src(i1 %c, i8 %x, i8 %y) {
  %r = select i1 %c, i8 %x, i8 %y
  ret i8 %r
}

define i8 @tgt(i1 %c, i8 %x, i8 %y) {
  %a = select i1 %c, i8 %x, i8 0
  %b = select i1 %c, i8 0, i8 %y
  %r = or i8 %a, %b
  ret i8 %r
}
