; rewrite @arm %b: (sub (const i32 0), (val i32 %0), i32)
; expect: rewritten 1
; The root is in one arm of a diamond and feeds the join's phi.
define i32 @arm(i1 %c, i32 %x) {
entry:
  br i1 %c, label %then, label %join

then:
  %a = xor i32 %x, -1
  %b = add i32 %a, 1
  br label %join

join:
  %p = phi i32 [ %b, %then ], [ 0, %entry ]
  ret i32 %p
}
