; expect: invalid
; why: without exact the remainder is dropped (x=1 gives 0)

define i32 @src(i32 %x) {
  %a = udiv i32 %x, 4
  %r = mul i32 %a, 4
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
