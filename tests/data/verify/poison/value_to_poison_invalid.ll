; expect: invalid
; why: tgt returns poison where src returns a well-defined x

define i32 @src(i32 %x) {
  ret i32 %x
}

define i32 @tgt(i32 %x) {
  ret i32 poison
}
