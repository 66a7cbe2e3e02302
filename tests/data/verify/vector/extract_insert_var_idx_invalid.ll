; expect: invalid
; why: if i != 0 lane 0 still holds v[0], not x

define i32 @src(<4 x i32> %v, i32 %x, i32 %i) {
  %a = insertelement <4 x i32> %v, i32 %x, i32 %i
  %r = extractelement <4 x i32> %a, i32 0
  ret i32 %r
}

define i32 @tgt(<4 x i32> %v, i32 %x, i32 %i) {
  ret i32 %x
}
