; A function with irreducible control flow (a cycle with two entries, %a and %b) is
; not cut; its neighbour is.

define i32 @irr(i32 %x, i1 %c) {
entry:
  br i1 %c, label %a, label %b

a:
  %y = add i32 %x, 1
  br label %b

b:
  %z = phi i32 [ %x, %entry ], [ %y, %a ]
  %d = icmp slt i32 %z, 10
  br i1 %d, label %a, label %exit

exit:
  ret i32 %z
}

define i32 @ok(i32 %x) {
  %y = add i32 %x, 1
  %z = mul i32 %y, %y
  ret i32 %z
}
