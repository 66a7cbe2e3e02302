; expect: invalid
; alive2: timeout (60 s; alive-tv 0dc2be5f, LLVM 22.1.8, --smt-to=60000, 2026-11-29)
; open: floating point with an undef input is left to the counterexample-guided rounds alone (Z3's quantifier
;       engine ignored its timeout on such queries); each round's query over two float additions is slow, so the
;       counterexample comes in 2-10 s on an idle machine and not within 20 s on a loaded one (both before and after
;       issue 33's witnesses, which do not apply: the target has more choices than the source, and an invalid pair has no witness)
; why: x + x reads %x twice: with %x undef the two reads may differ, so the target can return values 2*x never is (fmul -> fadd is a backend choice, not an IR refinement)

define float @src(float %x) {
  %r = fmul float %x, 2.0
  ret float %r
}

define float @tgt(float %x) {
  %r = fadd float %x, %x
  ret float %r
}
