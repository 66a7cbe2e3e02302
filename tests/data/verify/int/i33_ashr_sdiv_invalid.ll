; expect: invalid
; why: sdiv rounds toward zero but ashr rounds toward -inf (x=-1: 0 vs -1)

define i33 @src(i33 %x) {
  %r = sdiv i33 %x, 8
  ret i33 %r
}

define i33 @tgt(i33 %x) {
  %r = ashr i33 %x, 3
  ret i33 %r
}
