; synth: none
; fast: yes
; category: memory-address
; why: the offset is `%x` masked to 44 bits: the tempting `load (gep i8 %p, %x)` agrees wherever `%x < 2^44` and reads outside the object (undefined) otherwise (minotaur verify: target has undefined behaviour where the source has none)

define i64 @src(ptr %p, i64 %x) {
  %m = and i64 %x, 17592186044415
  %b = getelementptr i8, ptr %p, i64 %m
  %r = load i64, ptr %b, align 1
  ret i64 %r
}

