; whole: proved
; replaced: %t -> %mt.0
; The rewrite reads %u where the loop read its hoisted high half %uh = u >> 32: proved
; only because the segment recomputes %uh from %u (a pure value from before the loop),
; as GMP's umul_ppmm rewrites need.
define void @old(ptr %p, i64 %n, i64 %u) {
entry:
  %uh = lshr i64 %u, 32
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %j, %l ]
  %t = shl i64 %uh, 32
  %a = getelementptr i64, ptr %p, i64 %i
  store i64 %t, ptr %a
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, %n
  br i1 %c, label %l, label %e
e:
  ret void
}

define void @new(ptr %p, i64 %n, i64 %u) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %j, %l ]
  %mt.0 = and i64 %u, -4294967296
  %a = getelementptr i64, ptr %p, i64 %i
  store i64 %mt.0, ptr %a
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, %n
  br i1 %c, label %l, label %e
e:
  ret void
}
