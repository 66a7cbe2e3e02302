; expect: valid
; why: the c=true path is unreachable (UB), so src returns x whenever defined

define i32 @src(i1 %c, i32 %x) {
  br i1 %c, label %a, label %b
a:
  unreachable
b:
  ret i32 %x
}

define i32 @tgt(i1 %c, i32 %x) {
  ret i32 %x
}
