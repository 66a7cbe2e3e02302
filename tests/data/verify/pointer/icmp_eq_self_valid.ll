; expect: valid
; why: icmp on pointers compares addresses; an address equals itself

define i1 @src(ptr %p) {
  %c = icmp eq ptr %p, %p
  ret i1 %c
}

define i1 @tgt(ptr %p) {
  ret i1 true
}
