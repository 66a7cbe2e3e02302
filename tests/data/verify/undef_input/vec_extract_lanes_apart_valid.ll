; expect: valid
; why: each lane is read once in the target: lanes are independent inputs

define i8 @src(<2 x i8> %a) {
  %s = shufflevector <2 x i8> %a, <2 x i8> poison, <2 x i32> <i32 1, i32 0>
  %x = extractelement <2 x i8> %s, i32 1
  %y = extractelement <2 x i8> %s, i32 0
  %r = add i8 %x, %y
  ret i8 %r
}

define i8 @tgt(<2 x i8> %a) {
  %x = extractelement <2 x i8> %a, i32 0
  %y = extractelement <2 x i8> %a, i32 1
  %r = add i8 %x, %y
  ret i8 %r
}
