; whole: proved
; replaced: %s -> %mt.0
; Two nested loops; the rewrite in the inner body reads a value of the outer body (a slot
; of the inner header's state) and a phi of each header. The parameters are `noundef`, as
; clang emits them: an undef %m would make the stored-to address a free choice of the
; source, which the verifier does not decide.
define void @old(ptr noundef %p, i32 noundef %n, i32 noundef %m) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %base = mul i32 %i, %m
  br label %inner
inner:
  %k = phi i32 [ 0, %outer ], [ %k1, %inner ]
  %s0 = add i32 %base, %k
  %s = add i32 %s0, %s0
  %a = getelementptr i32, ptr %p, i32 %s0
  store i32 %s, ptr %a
  %k1 = add i32 %k, 1
  %ck = icmp ult i32 %k1, %m
  br i1 %ck, label %inner, label %latch
latch:
  %i1 = add i32 %i, 1
  %ci = icmp ult i32 %i1, %n
  br i1 %ci, label %outer, label %e
e:
  ret void
}

define void @new(ptr noundef %p, i32 noundef %n, i32 noundef %m) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %base = mul i32 %i, %m
  br label %inner
inner:
  %k = phi i32 [ 0, %outer ], [ %k1, %inner ]
  %s0 = add i32 %base, %k
  %mt.0 = shl i32 %s0, 1
  %a = getelementptr i32, ptr %p, i32 %s0
  store i32 %mt.0, ptr %a
  %k1 = add i32 %k, 1
  %ck = icmp ult i32 %k1, %m
  br i1 %ck, label %inner, label %latch
latch:
  %i1 = add i32 %i, 1
  %ci = icmp ult i32 %i1, %n
  br i1 %ci, label %outer, label %e
e:
  ret void
}
