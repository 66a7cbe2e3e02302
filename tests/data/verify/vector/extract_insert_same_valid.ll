; expect: valid
; why: reading back the lane just inserted gives x

define i32 @src(<4 x i32> %v, i32 %x) {
  %a = insertelement <4 x i32> %v, i32 %x, i32 2
  %r = extractelement <4 x i32> %a, i32 2
  ret i32 %r
}

define i32 @tgt(<4 x i32> %v, i32 %x) {
  ret i32 %x
}
