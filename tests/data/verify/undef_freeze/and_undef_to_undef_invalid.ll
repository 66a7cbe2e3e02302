; expect: invalid
; why: x & undef only yields subsets of x's bits; x = 0 forces 0

define i32 @src(i32 %x) {
  %r = and i32 %x, undef
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 undef
}
