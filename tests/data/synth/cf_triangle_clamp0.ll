; synth: found
; fast: yes
; category: control-flow
; why: a triangle that replaces negative x by 0 is smax(x, 0)
; expect-tgt: %r = call i32 @llvm.smax.i32(i32 %x, i32 0)
; uops: 10 -> 6

define i32 @src(i32 %x) {
entry:
  %c = icmp slt i32 %x, 0
  br i1 %c, label %neg, label %end
neg:
  br label %end
end:
  %r = phi i32 [ 0, %neg ], [ %x, %entry ]
  ret i32 %r
}

define i32 @tgt(i32 %x) {
entry:
  %r = call i32 @llvm.smax.i32(i32 %x, i32 0)
  ret i32 %r
}

declare i32 @llvm.smax.i32(i32, i32)
