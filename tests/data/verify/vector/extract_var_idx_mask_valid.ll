; expect: valid
; why: src is poison for i >= 4; for i < 4 masking with 3 changes nothing

define i32 @src(<4 x i32> %v, i32 %i) {
  %r = extractelement <4 x i32> %v, i32 %i
  ret i32 %r
}

define i32 @tgt(<4 x i32> %v, i32 %i) {
  %m = and i32 %i, 3
  %r = extractelement <4 x i32> %v, i32 %m
  ret i32 %r
}
