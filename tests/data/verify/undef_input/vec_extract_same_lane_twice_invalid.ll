; expect: invalid
; why: two extractelements of lane 0 are two readings: for an undef lane they may differ

define i8 @src(<2 x i8> %a) {
  ret i8 0
}

define i8 @tgt(<2 x i8> %a) {
  %x = extractelement <2 x i8> %a, i32 0
  %y = extractelement <2 x i8> %a, i32 0
  %r = sub i8 %x, %y
  ret i8 %r
}
