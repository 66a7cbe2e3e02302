; expect: invalid
; why: src f - f is always 0; tgt's two freezes of poison x may differ

define i32 @src(i32 %x) {
  %f = freeze i32 %x
  %r = sub i32 %f, %f
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %a = freeze i32 %x
  %b = freeze i32 %x
  %r = sub i32 %a, %b
  ret i32 %r
}
