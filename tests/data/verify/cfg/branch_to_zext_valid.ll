; expect: valid
; why: returns 1 on the true edge and 0 on the false edge: zext c; poison c is UB in src

define i32 @src(i1 %c) {
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @tgt(i1 %c) {
  %r = zext i1 %c to i32
  ret i32 %r
}
