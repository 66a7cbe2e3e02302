; expect: valid
; why: both paths return x; poison c is UB in src

define i32 @src(i1 %c, i32 %x) {
  br i1 %c, label %a, label %b
a:
  ret i32 %x
b:
  ret i32 %x
}

define i32 @tgt(i1 %c, i32 %x) {
  ret i32 %x
}
