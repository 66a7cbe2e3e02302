; expect: invalid
; why: if lane 1 is poison tgt's bitcast to i64 is poison while src lane 0 is defined

define i32 @src(<2 x i32> %v) {
  %r = extractelement <2 x i32> %v, i32 0
  ret i32 %r
}

define i32 @tgt(<2 x i32> %v) {
  %b = bitcast <2 x i32> %v to i64
  %r = trunc i64 %b to i32
  ret i32 %r
}
