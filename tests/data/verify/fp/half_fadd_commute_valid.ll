; expect: valid
; why: IEEE addition is commutative (NaN results may differ only in payload)

define half @src(half %x, half %y) {
  %r = fadd half %x, %y
  ret half %r
}

define half @tgt(half %x, half %y) {
  %r = fadd half %y, %x
  ret half %r
}
