; expect: valid
; why: add nsw x, 1 >s x always holds; INT_MAX+1 is poison

define i1 @src(i32 %x) {
  %a = add nsw i32 %x, 1
  %r = icmp sgt i32 %a, %x
  ret i1 %r
}

define i1 @tgt(i32 %x) {
  ret i1 true
}
