; synth: found
; fast: yes
; category: fp
; why: with nnan on the compare, x <= 0 ? 0.0 - x : x is fabs: -0.0 gives 0.0 - (-0.0) = +0.0, +0.0 gives +0.0, a NaN x makes the condition (so the result) poison
; expect-tgt: %r = call double @llvm.fabs.f64(double %x)
; uops: 7 -> 5

define double @src(double %x) {
  %c = fcmp nnan ole double %x, 0.0
  %n = fsub double 0.0, %x
  %r = select i1 %c, double %n, double %x
  ret double %r
}

define double @tgt(double %x) {
  %r = call double @llvm.fabs.f64(double %x)
  ret double %r
}

declare double @llvm.fabs.f64(double)
