; expect: valid
; why: round-to-nearest-even is sign-symmetric: (-x)*y = -(x*y), zeros included; NaN gives NaN

define half @src(half %x, half %y) {
  %n = fneg half %x
  %r = fmul half %n, %y
  ret half %r
}

define half @tgt(half %x, half %y) {
  %m = fmul half %x, %y
  %r = fneg half %m
  ret half %r
}
