; synth: found
; fast: yes
; category: fp
; why: converting an i32 to float keeps its sign and maps only 0 to 0, so (float)x < 0 is x < 0
; expect-tgt: %r = icmp slt i32 %x, 0
; uops: 9 -> 5

define i1 @src(i32 %x) {
  %f = sitofp i32 %x to float
  %r = fcmp olt float %f, 0.0
  ret i1 %r
}

define i1 @tgt(i32 %x) {
  %r = icmp slt i32 %x, 0
  ret i1 %r
}
