; why: fneg (fneg x) is x exactly (fneg only flips the sign bit, even of a NaN)
; expect plugin: fired 0/1, untouched 0/0, FileCheck passed without the fold too, refines 1/1
; report as: instsimplify
define double @src_a(double %x) {
  %n = fneg double %x
  %r = fneg double %n
  ret double %r
}
define double @tgt_a(double %x) {
  ret double %x
}
