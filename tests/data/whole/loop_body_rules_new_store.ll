; whole: unchecked
; The same body rules, but the rewritten function stores once more than the original
; (apply never does this; the case checks the guard): it could break `writeonly`'s
; partner rules or `noalias`, so the attributes stay and the verifier, which does not
; model them on a target that accesses memory, leaves the function undecided.
define void @old(ptr noalias noundef writeonly captures(none) %p, i64 noundef %n, i64 noundef %x) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %j, %l ]
  %a = getelementptr i64, ptr %p, i64 %i
  store i64 %x, ptr %a
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
  %a = getelementptr i64, ptr %p, i64 %i
  store i64 %x, ptr %a
  store i64 %x, ptr %a
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, %n
  br i1 %c, label %l, label %e
e:
  ret void
}
