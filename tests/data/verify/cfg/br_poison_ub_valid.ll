; expect: valid
; why: branching on poison is UB, so src never has defined behaviour

define i32 @src(i32 %x) {
  br i1 poison, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
