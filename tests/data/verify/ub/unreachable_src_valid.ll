; expect: valid
; why: reaching unreachable is UB, so src has no defined behaviour

define i32 @src(i32 %x) {
  unreachable
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
