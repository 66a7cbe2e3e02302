; expect: valid
; why: udiv exact is poison unless x is a multiple of 4, so *4 restores x

define i32 @src(i32 %x) {
  %a = udiv exact i32 %x, 4
  %r = mul i32 %a, 4
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
