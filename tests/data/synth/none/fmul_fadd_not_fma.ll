; synth: none
; category: fp
; why: x*y + z rounds twice; fma rounds once and differs, and no other single instruction computes it

define double @src(double %x, double %y, double %z) {
  %m = fmul double %x, %y
  %r = fadd double %m, %z
  ret double %r
}
