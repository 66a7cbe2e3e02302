; whole: unchecked
; An undef value reaches the loop's state (%acc starts as undef), and the target reads
; it twice in an address: the segment from the header must then take %acc as possibly
; undef, which the verifier does not decide when an address depends on it. Undecided,
; never proved on the defined-state shortcut (segments.rs, `may_be_undef`).
define void @old(ptr noundef %p, i64 noundef %n) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %j, %l ]
  %acc = phi i64 [ undef, %entry ], [ %i, %l ]
  %a = getelementptr i64, ptr %p, i64 %acc
  %b = getelementptr i64, ptr %a, i64 %acc
  store i64 %i, ptr %b
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, %n
  br i1 %c, label %l, label %e
e:
  ret void
}

define void @new(ptr noundef %p, i64 noundef %n) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %j, %l ]
  %acc = phi i64 [ undef, %entry ], [ %i, %l ]
  %a = getelementptr i64, ptr %p, i64 %acc
  %b = getelementptr i64, ptr %a, i64 %acc
  store i64 %i, ptr %b
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, %n
  br i1 %c, label %l, label %e
e:
  ret void
}
