; expect: invalid
; why: without nofpclass(nan), x may be NaN and fcmp uno x, x true

define i1 @src(float %x) {
  %r = fcmp uno float %x, %x
  ret i1 %r
}

define i1 @tgt(float %x) {
  ret i1 false
}
