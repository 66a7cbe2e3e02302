; synth: found
; fast: yes
; category: control-flow
; why: a diamond that picks a when a >s b and b otherwise is smax
; expect-tgt: %r = call i64 @llvm.smax.i64(i64 %a, i64 %b)
; uops: 7 -> 6

define i64 @src(i64 %a, i64 %b) {
entry:
  %c = icmp sgt i64 %a, %b
  br i1 %c, label %t, label %f
t:
  br label %end
f:
  br label %end
end:
  %r = phi i64 [ %a, %t ], [ %b, %f ]
  ret i64 %r
}

define i64 @tgt(i64 %a, i64 %b) {
entry:
  %r = call i64 @llvm.smax.i64(i64 %a, i64 %b)
  ret i64 %r
}

declare i64 @llvm.smax.i64(i64, i64)
