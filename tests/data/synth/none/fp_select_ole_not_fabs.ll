; synth: none
; fast: yes
; category: fp
; why: x <= 0 ? 0.0 - x : x is not fabs: a NaN x takes the false arm and keeps its sign bit through select, which fabs clears (LangRef NaN rules; LLVM's former miscompile, the fold needs nnan: see fp_fabs_select_ole_nnan.ll)

define double @src(double %x) {
  %c = fcmp ole double %x, 0.0
  %n = fsub double 0.0, %x
  %r = select i1 %c, double %n, double %x
  ret double %r
}
