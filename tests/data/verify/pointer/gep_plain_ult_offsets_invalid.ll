; expect: invalid
; why: without inbounds the addresses may wrap: p + a and p + b need not order like a and b

define i1 @src(ptr %p, i64 %a, i64 %b) {
  %x = getelementptr i8, ptr %p, i64 %a
  %y = getelementptr i8, ptr %p, i64 %b
  %c = icmp ult ptr %x, %y
  ret i1 %c
}

define i1 @tgt(ptr %p, i64 %a, i64 %b) {
  %c = icmp slt i64 %a, %b
  ret i1 %c
}
