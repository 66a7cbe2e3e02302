; expect: valid
; why: with noundef the input is never undef: sub a, a is 0 and never wraps

define i16 @src(i16 noundef %a) {
  %r = sub i16 %a, %a
  ret i16 %r
}

define i16 @tgt(i16 noundef %a) {
  %r = sub nuw i16 %a, %a
  ret i16 %r
}
