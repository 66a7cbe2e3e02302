; expect: invalid
; why: 1/3 is not representable in half; x * half(1/3) differs from x/3 for some x

define half @src(half %x) {
  %r = fdiv half %x, 3.0
  ret half %r
}

define half @tgt(half %x) {
  %r = fmul half %x, 0xH3555
  ret half %r
}
