; expect: invalid
; why: double has 53 significand bits; 2^53+1 rounds

define i64 @src(i64 %x) {
  %f = sitofp i64 %x to double
  %r = fptosi double %f to i64
  ret i64 %r
}

define i64 @tgt(i64 %x) {
  ret i64 %x
}
