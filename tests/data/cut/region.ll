; Regions that leave the allowed blocks. @sub: one arm of the diamond holds a loop,
; so the phi %p cannot be harvested (the paths from %entry to the root pass a loop):
; it is an argument, and %r is the add alone over it. @before: the diamond's phi %p
; is before a loop and the root after it: %p is an argument, but the root's own phi
; %q (a diamond after the loop) is harvested.
; cut: depth 4 roots %r %q

define i32 @sub(i32 %x, i32 %n, i1 %c) {
entry:
  br i1 %c, label %a, label %l

a:
  %ya = add i32 %x, 1
  br label %j

l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %i1 = add i32 %i, 1
  %e = icmp slt i32 %i1, %n
  br i1 %e, label %l, label %j

j:
  %p = phi i32 [ %ya, %a ], [ %i1, %l ]
  %r = mul i32 %p, %x
  ret i32 %r
}

define i32 @before(i32 %x, i32 %n, i1 %c, i1 %d) {
entry:
  br i1 %c, label %a, label %b

a:
  %ya = add i32 %x, 1
  br label %j

b:
  %yb = sub i32 %x, 1
  br label %j

j:
  %p = phi i32 [ %ya, %a ], [ %yb, %b ]
  br label %l

l:
  %i = phi i32 [ 0, %j ], [ %i1, %l ]
  %i1 = add i32 %i, 1
  %e = icmp slt i32 %i1, %n
  br i1 %e, label %l, label %k

k:
  br i1 %d, label %m, label %o

m:
  %pm = mul i32 %p, 3
  br label %o

o:
  %q = phi i32 [ %pm, %m ], [ %p, %k ]
  ret i32 %q
}
