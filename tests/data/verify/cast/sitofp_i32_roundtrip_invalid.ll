; expect: invalid
; why: float has 24 significand bits; 16777217 rounds

define i32 @src(i32 %x) {
  %f = sitofp i32 %x to float
  %r = fptosi float %f to i32
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
