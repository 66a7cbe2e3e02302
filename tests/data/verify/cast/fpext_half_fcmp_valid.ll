; expect: valid
; why: fpext is exact and order-preserving

define i1 @src(half %x) {
  %f = fpext half %x to float
  %r = fcmp olt float %f, 0.0
  ret i1 %r
}

define i1 @tgt(half %x) {
  %r = fcmp olt half %x, 0.0
  ret i1 %r
}
