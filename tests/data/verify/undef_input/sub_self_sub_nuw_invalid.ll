; expect: invalid
; why: an undef %a may read as 0 then 1 in `sub`, which wraps: `sub nuw` is poison there, the source is not

define i16 @src(i16 %a) {
  %r = sub i16 %a, %a
  ret i16 %r
}

define i16 @tgt(i16 %a) {
  %r = sub nuw i16 %a, %a
  ret i16 %r
}
