; Loop rules. Root in the inner loop (%ri): only the inner loop's blocks are
; harvested; its header phi %j, the outer header phi %i and %o (outer loop, before the
; inner one) are arguments. Root in the outer loop after the inner one (%ro): %o and
; %i2 (before the inner loop, same outer iteration) are harvested, and so is the
; preheader's %pre (loop-invariant code outside every loop of the root, dominating it),
; the inner loop's exit value %jl is an argument (an LCSSA phi: its predecessor is in
; the subloop).
; Root after both loops (%rx): the preheader's %pre is harvested, the loop's %il is an
; argument. %rd: a diamond in the loop body, the region starts at the loop header and
; the header's phi is an argument; the `continue` edge to the latch is no path to the
; root, so the header's branch becomes a guard.
; cut: depth 4 roots %ri %ro %rx %rd

define i32 @nest(i32 %n, i32 %m, i32 %x) {
entry:
  %pre = mul i32 %x, 7
  br label %oh

oh:
  %i = phi i32 [ 0, %entry ], [ %i1, %olatch ]
  %o = add i32 %i, %pre
  %i2 = shl i32 %i, 1
  br label %ih

ih:
  %j = phi i32 [ 0, %oh ], [ %j1, %ih ]
  %t = mul i32 %j, %o
  %ri = add i32 %t, %i
  %j1 = add i32 %j, 1
  %ce = icmp slt i32 %j1, %m
  br i1 %ce, label %ih, label %olatch

olatch:
  %jl = phi i32 [ %ri, %ih ]
  %q = sub i32 %o, %i2
  %ro = xor i32 %q, %jl
  %i1 = add i32 %i, 1
  %co = icmp slt i32 %i1, %n
  br i1 %co, label %oh, label %exit

exit:
  %il = phi i32 [ %ro, %olatch ]
  %rx = add i32 %il, %pre
  ret i32 %rx
}

define i32 @body(i32 %n, ptr %p) {
entry:
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %k = and i32 %i, 3
  %skip = icmp eq i32 %k, 0
  br i1 %skip, label %latch, label %work

work:
  %c = icmp ugt i32 %i, 10
  br i1 %c, label %big, label %small

big:
  %b = sub i32 %i, 10
  br label %join

small:
  %s = add i32 %i, 5
  br label %join

join:
  %v = phi i32 [ %b, %big ], [ %s, %small ]
  %rd = mul i32 %v, %k
  store i32 %rd, ptr %p
  br label %latch

latch:
  %i1 = add i32 %i, 1
  %e = icmp slt i32 %i1, %n
  br i1 %e, label %h, label %exit

exit:
  ret i32 %i1
}
