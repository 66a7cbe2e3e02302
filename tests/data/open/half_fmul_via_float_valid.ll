; expect: valid
; alive2: incorrect (110 s: x = +0.0, y = SNaN #x7c04; source #xfe00, target #x7e40 by way of fpext y = #x7fc80000; alive-tv 0dc2be5f, LLVM 22.1.8, --smt-to=60000, 2026-11-29)
; alive2 differs: its fpext turns #x7c04 into #x7fc80000, a payload the LangRef does not allow (the input's quieted payload, low bits zero-filled, is #x7fc08000, which fptrunc takes back to #x7e04, a NaN the source may return); kept valid, and open
; open: Z3 4.8.12 does not decide this within 60 s (the equivalence of two rounded
;       multipliers, 11-bit significands), and 32 input bits are too many to enumerate;
;       it stays here until the verifier can prove it (see tests/verify.rs)
; why: a half*half product is exact in float, so one fptrunc rounding matches half fmul

define half @src(half %x, half %y) {
  %r = fmul half %x, %y
  ret half %r
}

define half @tgt(half %x, half %y) {
  %a = fpext half %x to float
  %b = fpext half %y to float
  %m = fmul float %a, %b
  %r = fptrunc float %m to half
  ret half %r
}
