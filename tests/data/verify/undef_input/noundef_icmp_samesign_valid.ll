; expect: valid
; why: with noundef, x <s x compares one value with itself: same sign

define i1 @src(i8 noundef %a) {
  %r = icmp slt i8 %a, %a
  ret i1 %r
}

define i1 @tgt(i8 noundef %a) {
  %r = icmp samesign slt i8 %a, %a
  ret i1 %r
}
