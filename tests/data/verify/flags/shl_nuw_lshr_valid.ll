; expect: valid
; why: shl nuw shifts out only zeros (else poison), so lshr undoes it

define i32 @src(i32 %x) {
  %a = shl nuw i32 %x, 3
  %r = lshr i32 %a, 3
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
