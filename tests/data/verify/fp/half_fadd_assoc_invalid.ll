; expect: invalid
; why: floating-point addition is not associative (rounding)

define half @src(half %x, half %y, half %z) {
  %a = fadd half %x, %y
  %r = fadd half %a, %z
  ret half %r
}

define half @tgt(half %x, half %y, half %z) {
  %b = fadd half %y, %z
  %r = fadd half %x, %b
  ret half %r
}
