; expect: invalid
; why: only the c=true path is UB; on c=false src returns x, not 0

define i32 @src(i1 %c, i32 %x) {
  br i1 %c, label %a, label %b
a:
  unreachable
b:
  ret i32 %x
}

define i32 @tgt(i1 %c, i32 %x) {
  ret i32 0
}
