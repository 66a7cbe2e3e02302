; expect: valid
; why: sdiv x, -1 is -x; the INT_MIN case is UB in src so anything goes

define i32 @src(i32 %x) {
  %r = sdiv i32 %x, -1
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = sub i32 0, %x
  ret i32 %r
}
