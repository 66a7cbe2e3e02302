; expect: valid
; why: a load through p is UB when p is null (null's block is empty), so afterwards p != null

define i1 @src(ptr %p) {
  %v = load i32, ptr %p, align 4
  %c = icmp ne ptr %p, null
  ret i1 %c
}

define i1 @tgt(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i1 true
}
