; whole: proved
; replaced: %t -> %mt.0
; The parameters carry body rules (`noalias`, `writeonly`, `captures(none)`), which the
; verifier does not model on a target that touches memory. The rewrite adds no store,
; call or pointer escape, so the check drops them on both sides (apply/mod.rs,
; `without_body_rules`) and proves each segment.
define void @old(ptr noalias noundef writeonly captures(none) %p, i64 noundef %n, i64 noundef %x) {
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

define void @new(ptr noalias noundef writeonly captures(none) %p, i64 noundef %n, i64 noundef %x) {
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
