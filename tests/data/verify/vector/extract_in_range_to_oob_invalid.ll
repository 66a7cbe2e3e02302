; expect: invalid
; why: tgt index 4 is out of range (poison) while src lane 3 is defined

define i32 @src(<4 x i32> %v) {
  %r = extractelement <4 x i32> %v, i32 3
  ret i32 %r
}

define i32 @tgt(<4 x i32> %v) {
  %r = extractelement <4 x i32> %v, i32 4
  ret i32 %r
}
