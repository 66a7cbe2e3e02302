; synth: found
; fast: yes
; category: control-flow
; why: if (x > 9) n++ is n + zext(x > 9), reusing the cut's compare
; expect-tgt: %z = zext i1 %c to i32 ; %r = add i32 %n, %z
; uops: 7 -> 6

define i32 @src(i32 %n, i32 %x) {
entry:
  %c = icmp ugt i32 %x, 9
  br i1 %c, label %inc, label %end
inc:
  %n1 = add i32 %n, 1
  br label %end
end:
  %r = phi i32 [ %n1, %inc ], [ %n, %entry ]
  ret i32 %r
}

define i32 @tgt(i32 %n, i32 %x) {
entry:
  %c = icmp ugt i32 %x, 9
  %z = zext i1 %c to i32
  %r = add i32 %n, %z
  ret i32 %r
}
