; expect: valid
; why: fast includes nsz (zero sign free) and nnan (a NaN is poison): x + 0.0 -> x

define float @src(float %x) {
%r = fadd fast float %x, 0.0
  ret float %r
}

define float @tgt(float %x) {
ret float %x
}
