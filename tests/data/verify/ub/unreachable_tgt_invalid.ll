; expect: invalid
; why: tgt is always UB while src returns 0

define i32 @src(i32 %x) {
  ret i32 0
}

define i32 @tgt(i32 %x) {
  unreachable
}
