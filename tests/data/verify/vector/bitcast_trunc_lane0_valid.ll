; expect: valid
; why: bitcast merges lanes: poison in either lane poisons the i64, so src is less defined than lane 0

define i32 @src(<2 x i32> %v) {
  %b = bitcast <2 x i32> %v to i64
  %r = trunc i64 %b to i32
  ret i32 %r
}

define i32 @tgt(<2 x i32> %v) {
  %r = extractelement <2 x i32> %v, i32 0
  ret i32 %r
}
