; expect: valid
; why: diamond phi is select c, x, y; poison c is UB in src

define i32 @src(i1 %c, i32 %x, i32 %y) {
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %r = phi i32 [ %x, %a ], [ %y, %b ]
  ret i32 %r
}

define i32 @tgt(i1 %c, i32 %x, i32 %y) {
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}
