; expect: valid
; why: the false edge yields poison in src, which x refines

define i32 @src(i1 %c, i32 %x) {
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %r = phi i32 [ %x, %a ], [ poison, %b ]
  ret i32 %r
}

define i32 @tgt(i1 %c, i32 %x) {
  ret i32 %x
}
