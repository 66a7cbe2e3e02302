; whole: proved
; replaced: %t -> %mt.0
; A rewrite inside the loop (x * 2 + x as x * 3), its new value named as apply names it.
define void @old(ptr %p, i64 %n, i64 %x) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %j, %l ]
  %d = shl i64 %x, 1
  %t = add i64 %d, %x
  %a = getelementptr i64, ptr %p, i64 %i
  store i64 %t, ptr %a
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, %n
  br i1 %c, label %l, label %e
e:
  ret void
}

define void @new(ptr %p, i64 %n, i64 %x) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %j, %l ]
  %mt.0 = mul i64 %x, 3
  %a = getelementptr i64, ptr %p, i64 %i
  store i64 %mt.0, ptr %a
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, %n
  br i1 %c, label %l, label %e
e:
  ret void
}
