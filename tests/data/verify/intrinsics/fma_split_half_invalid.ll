; expect: invalid
; why: fma rounds once; fmul then fadd rounds twice

define half @src(half %x, half %y, half %z) {
  %r = call half @llvm.fma.f16(half %x, half %y, half %z)
  ret half %r
}

define half @tgt(half %x, half %y, half %z) {
  %m = fmul half %x, %y
  %r = fadd half %m, %z
  ret half %r
}

declare half @llvm.fma.f16(half, half, half)
