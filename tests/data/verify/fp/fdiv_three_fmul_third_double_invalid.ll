; expect: invalid
; why: 1/3 is not representable in double; x * double(1/3) differs from x/3 for some x

define double @src(double %x) {
  %r = fdiv double %x, 3.0
  ret double %r
}

define double @tgt(double %x) {
  %r = fmul double %x, 0x3FD5555555555555
  ret double %r
}
