; expect: invalid
; why: sdiv INT_MIN, -1 is UB in tgt where src 0 - INT_MIN is defined

define i32 @src(i32 %x) {
  %r = sub i32 0, %x
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = sdiv i32 %x, -1
  ret i32 %r
}
