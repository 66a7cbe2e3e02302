; expect: valid
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
