; synth: found
; fast: yes
; category: control-flow
; why: an empty diamond choosing a or b with a phi is a select on the branch condition (a poison condition is UB in the source)
; expect-tgt: %r = select i1 %c, i32 %a, i32 %b
; uops: 7 -> 6

define i32 @src(i1 %c, i32 %a, i32 %b) {
entry:
  br i1 %c, label %t, label %f
t:
  br label %end
f:
  br label %end
end:
  %r = phi i32 [ %a, %t ], [ %b, %f ]
  ret i32 %r
}

define i32 @tgt(i1 %c, i32 %a, i32 %b) {
entry:
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}
