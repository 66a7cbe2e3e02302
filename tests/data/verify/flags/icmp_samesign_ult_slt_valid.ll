; expect: valid
; why: samesign is poison if signs differ; with equal signs ult == slt

define i1 @src(i32 %x, i32 %y) {
  %r = icmp samesign ult i32 %x, %y
  ret i1 %r
}

define i1 @tgt(i32 %x, i32 %y) {
  %r = icmp slt i32 %x, %y
  ret i1 %r
}
