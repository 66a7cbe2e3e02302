; expect: valid
; why: adding 1 on each arm equals adding 1 after the merge

define i32 @src(i1 %c, i32 %x, i32 %y) {
  br i1 %c, label %a, label %b
a:
  %p = add i32 %x, 1
  br label %m
b:
  %q = add i32 %y, 1
  br label %m
m:
  %r = phi i32 [ %p, %a ], [ %q, %b ]
  ret i32 %r
}

define i32 @tgt(i1 %c, i32 %x, i32 %y) {
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %s = phi i32 [ %x, %a ], [ %y, %b ]
  %r = add i32 %s, 1
  ret i32 %r
}
