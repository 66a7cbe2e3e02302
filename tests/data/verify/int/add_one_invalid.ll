; expect: invalid
; why: add x, 1 differs from x for every x

define i32 @src(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
