; expect: valid
; why: nofpclass(nan): a NaN argument is poison, so fcmp uno x, x is false or poison

define i1 @src(float nofpclass(nan) %x) {
  %r = fcmp uno float %x, %x
  ret i1 %r
}

define i1 @tgt(float nofpclass(nan) %x) {
  ret i1 false
}
