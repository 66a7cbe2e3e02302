; expect: valid
; why: extractelement with index >= 4 is poison

define i32 @src(<4 x i32> %v) {
  %r = extractelement <4 x i32> %v, i32 4
  ret i32 %r
}

define i32 @tgt(<4 x i32> %v) {
  ret i32 0
}
