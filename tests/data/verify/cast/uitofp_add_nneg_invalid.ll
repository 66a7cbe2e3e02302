; expect: invalid
; why: tgt uitofp nneg is poison for negative x where src converts it

define float @src(i32 %x) {
  %r = uitofp i32 %x to float
  ret float %r
}

define float @tgt(i32 %x) {
  %r = uitofp nneg i32 %x to float
  ret float %r
}
