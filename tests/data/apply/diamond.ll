; rewrite @dominated %p: (select (val i1 %4), (val i32 %3), (val i32 %1))
; rewrite @not_dominated %p: (select (val i1 %3), (val i32 %1), (val i32 %0))
; expect: rewritten 1, not_dominated 1
; A phi over a diamond: (x == 0 ? y : x) as a select. In @dominated the arm's value is
; computed before the branch, so the select can read it; in @not_dominated it is
; computed in the arm (a call: it cannot move), so the site is skipped.
declare i32 @g()

define i32 @dominated(i32 %x, i32 %y0) {
entry:
  %y = mul i32 %y0, %y0
  %c = icmp eq i32 %x, 0
  br i1 %c, label %then, label %join

then:
  br label %join

join:
  %p = phi i32 [ %x, %entry ], [ %y, %then ]
  ret i32 %p
}

define i32 @not_dominated(i32 %x) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %then, label %join

then:
  %y = call i32 @g()
  br label %join

join:
  %p = phi i32 [ %x, %entry ], [ %y, %then ]
  ret i32 %p
}
