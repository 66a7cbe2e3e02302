; expect: invalid
; why: a phi of x read twice: its two readings may differ when x is undef

define i8 @src(i1 %c, i8 %x) {
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  ret i8 0
}

define i8 @tgt(i1 %c, i8 %x) {
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %p = phi i8 [ %x, %a ], [ %x, %b ]
  %r = sub i8 %p, %p
  ret i8 %r
}
