; why: 0 - (0 - x) is x at every width: no constant to generalize, only widths
define i32 @src_a(i32 %x) {
  %a = sub i32 0, %x
  %r = sub i32 0, %a
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  ret i32 %x
}
