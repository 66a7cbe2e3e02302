; expect: unknown
; why: an alloca's address is not modelled (its object lives apart from the blocks of the arguments): comparing it with an argument is refused, not guessed

define i1 @src(ptr %p) {
  %a = alloca i32, align 4
  %c = icmp eq ptr %a, %p
  ret i1 %c
}

define i1 @tgt(ptr %p) {
  ret i1 false
}
