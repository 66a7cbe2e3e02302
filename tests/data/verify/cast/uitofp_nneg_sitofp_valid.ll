; expect: valid
; why: uitofp nneg is poison for negative x; otherwise equals sitofp

define float @src(i32 %x) {
  %r = uitofp nneg i32 %x to float
  ret float %r
}

define float @tgt(i32 %x) {
  %r = sitofp i32 %x to float
  ret float %r
}
