; expect: valid
; why: nofpclass(inf): fabs(x) == +inf only for an infinite x, which is poison

define i1 @src(double nofpclass(inf) %x) {
  %a = call double @llvm.fabs.f64(double %x)
  %r = fcmp oeq double %a, 0x7FF0000000000000
  ret i1 %r
}

define i1 @tgt(double nofpclass(inf) %x) {
  ret i1 false
}

declare double @llvm.fabs.f64(double)
