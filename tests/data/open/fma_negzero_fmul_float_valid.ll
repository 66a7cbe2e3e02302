; expect: valid
; open: with free NaN choices in both programs (issue 15) this is a quantified query of two
;       float roundings (fma vs fmul) that Z3 4.8.12 does not finish in 60 s (it took 24 s
;       before NaN bits were modelled); the double twin, fma_negzero_fmul_valid.ll, proves in 8 s
; why: fma(x, y, -0.0) rounds x*y once; adding -0.0 never changes a zero's sign

define float @src(float %x, float %y) {
  %r = call float @llvm.fma.f32(float %x, float %y, float -0.0)
  ret float %r
}

define float @tgt(float %x, float %y) {
  %r = fmul float %x, %y
  ret float %r
}

declare float @llvm.fma.f32(float, float, float)
