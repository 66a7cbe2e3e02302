; synth: found
; fast: yes
; category: fp
; why: an unsigned i8 converts to 0.0 only when it is 0: compare the integer
; expect-tgt: %r = icmp eq i8 %x, 0
; uops: 9 -> 5

define i1 @src(i8 %x) {
  %f = uitofp i8 %x to float
  %r = fcmp oeq float %f, 0.0
  ret i1 %r
}

define i1 @tgt(i8 %x) {
  %r = icmp eq i8 %x, 0
  ret i1 %r
}
