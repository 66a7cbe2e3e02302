; A switch with two cases to the same block: the phi there has one entry per edge,
; in the cut too. The default (no path to the root) goes to `unreachable`.
; cut: depth 4 roots %r

define i32 @sw(i32 %x, i32 %y) {
entry:
  %t = and i32 %x, 7
  switch i32 %t, label %d [
    i32 0, label %j
    i32 1, label %j
    i32 2, label %o
  ]

o:
  %u = shl i32 %y, 2
  br label %j

d:
  ret i32 0

j:
  %p = phi i32 [ %y, %entry ], [ %y, %entry ], [ %u, %o ]
  %r = sub i32 %p, %x
  ret i32 %r
}
