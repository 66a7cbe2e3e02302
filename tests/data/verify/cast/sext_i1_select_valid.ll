; expect: valid
; why: sext of i1 is -1 or 0

define i32 @src(i1 %b) {
  %r = sext i1 %b to i32
  ret i32 %r
}

define i32 @tgt(i1 %b) {
  %r = select i1 %b, i32 -1, i32 0
  ret i32 %r
}
