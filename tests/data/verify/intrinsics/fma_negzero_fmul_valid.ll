; expect: valid
; why: fma(x, y, -0.0) rounds x*y once; adding -0.0 never changes a zero's sign

define half @src(half %x, half %y) {
  %r = call half @llvm.fma.f16(half %x, half %y, half -0.0)
  ret half %r
}

define half @tgt(half %x, half %y) {
  %r = fmul half %x, %y
  ret half %r
}

declare half @llvm.fma.f16(half, half, half)
