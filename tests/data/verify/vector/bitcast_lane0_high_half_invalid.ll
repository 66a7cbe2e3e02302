; expect: invalid
; why: little-endian: lane 0 of <2 x i32> is the low half of the i64, not the high half

define i32 @src(i64 %x) {
  %v = bitcast i64 %x to <2 x i32>
  %r = extractelement <2 x i32> %v, i32 0
  ret i32 %r
}

define i32 @tgt(i64 %x) {
  %s = lshr i64 %x, 32
  %r = trunc i64 %s to i32
  ret i32 %r
}
