; expect: valid
; why: add nsw of INT_MAX+1 is poison, tgt returns a value where src is poison

define i32 @src() {
  %r = add nsw i32 2147483647, 1
  ret i32 %r
}

define i32 @tgt() {
  ret i32 42
}
