; synth: found
; fast: yes
; category: control-flow
; why: if (x < 0) r = -x else r = x, as a diamond with a phi, is abs (INT_MIN maps to itself in both)
; expect-tgt: %r = call i32 @llvm.abs.i32(i32 %x, i1 false)
; uops: 10 -> 6

define i32 @src(i32 %x) {
entry:
  %c = icmp slt i32 %x, 0
  br i1 %c, label %neg, label %pos
neg:
  %n = sub i32 0, %x
  br label %end
pos:
  br label %end
end:
  %r = phi i32 [ %n, %neg ], [ %x, %pos ]
  ret i32 %r
}

define i32 @tgt(i32 %x) {
entry:
  %r = call i32 @llvm.abs.i32(i32 %x, i1 false)
  ret i32 %r
}

declare i32 @llvm.abs.i32(i32, i1 immarg)
