; expect: valid
; why: pushing freeze through add must drop nsw: wrap result refines freeze(poison)

define i32 @src(i32 %x) {
  %a = add nsw i32 %x, 1
  %r = freeze i32 %a
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %f = freeze i32 %x
  %r = add i32 %f, 1
  ret i32 %r
}
