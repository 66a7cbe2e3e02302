; expect: valid
; why: a source that reaches `unreachable` on every path is always undefined (vacuous)

define i32 @src(i32 %x) {
  unreachable
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
