; synth: found
; fast: yes
; category: constants
; why: (x * 2.0) * 4.0 == x * 8.0: scaling up by a power of two is exact except overflow, which gives the same inf
; expect-tgt: %r = fmul double %x, 8.0
; uops: 6 -> 5

define double @src(double %x) {
  %a = fmul double %x, 2.0
  %r = fmul double %a, 4.0
  ret double %r
}

define double @tgt(double %x) {
  %r = fmul double %x, 8.0
  ret double %r
}
