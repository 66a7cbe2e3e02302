; expect: valid
; why: add x, 0 is x for every x (poison x stays poison)

define i32 @src(i32 %x) {
  %r = add i32 %x, 0
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
