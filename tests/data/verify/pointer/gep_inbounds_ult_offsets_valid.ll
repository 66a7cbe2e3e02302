; expect: valid
; why: two gep inbounds of one base stay in one non-wrapping object, so their addresses order like their signed offsets

define i1 @src(ptr %p, i64 %a, i64 %b) {
  %x = getelementptr inbounds i8, ptr %p, i64 %a
  %y = getelementptr inbounds i8, ptr %p, i64 %b
  %c = icmp ult ptr %x, %y
  ret i1 %c
}

define i1 @tgt(ptr %p, i64 %a, i64 %b) {
  %c = icmp slt i64 %a, %b
  ret i1 %c
}
