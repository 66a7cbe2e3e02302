; synth: none
; fast: yes
; category: memory-address
; why: the index is `%x` except for `%x == 1000`, where it is 0: the tempting `load (gep i32 %p, %x)` reads another address on one input only (minotaur verify: the value differs)

define i32 @src(ptr %p, i64 %x) {
  %c = icmp eq i64 %x, 1000
  %i = select i1 %c, i64 0, i64 %x
  %b = getelementptr i32, ptr %p, i64 %i
  %r = load i32, ptr %b, align 4
  ret i32 %r
}

