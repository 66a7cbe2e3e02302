; expect: valid
; why: icmp of a loaded pointer compares its address, which an integer load of the same bytes reads

define i1 @src(ptr %p) {
  %a = load ptr, ptr %p, align 8
  %c = icmp eq ptr %a, null
  ret i1 %c
}

define i1 @tgt(ptr %p) {
  %a = load i64, ptr %p, align 8
  %c = icmp eq i64 %a, 0
  ret i1 %c
}
