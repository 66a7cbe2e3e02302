; why: fneg (fneg x) is x exactly (fneg only flips the sign bit, even of a NaN)
; report as: instsimplify
; expect plugin: fired 0/1, untouched 0/0, FileCheck passed, refines 1/1
define double @src_a(double %x) {
  %n = fneg double %x
  %r = fneg double %n
  ret double %r
}
define double @tgt_a(double %x) {
  ret double %x
}
