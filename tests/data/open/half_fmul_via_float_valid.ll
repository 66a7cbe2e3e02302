; expect: valid
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
