; expect: invalid
; why: x + 0.0 is +0.0 for x = -0.0

define half @src(half %x) {
%r = fadd half %x, 0.0
  ret half %r
}

define half @tgt(half %x) {
ret half %x
}
