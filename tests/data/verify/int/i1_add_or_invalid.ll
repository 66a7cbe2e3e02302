; expect: invalid
; why: i1 1+1 = 0 but 1|1 = 1

define i1 @src(i1 %a, i1 %b) {
  %r = add i1 %a, %b
  ret i1 %r
}

define i1 @tgt(i1 %a, i1 %b) {
  %r = or i1 %a, %b
  ret i1 %r
}
