; expect: valid
; why: x - x is 0 for a defined x; for an undef x the source may pick equal readings

define i32 @src(i32 %x) {
  %r = sub i32 %x, %x
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 0
}
