; expect: valid
; why: fma(x, y, -0.0) rounds x*y once; adding -0.0 never changes a zero's sign. Was open (a quantified query of two float roundings Z3 did not finish in 60 s); decided in 0.13 s since fma(a, b, -0.0) is built as the product's own term (smt/float.rs)
; alive2: timeout (60 s; alive-tv 0dc2be5f, LLVM 22.1.8, --smt-to=60000, 2026-11-29)

define float @src(float %x, float %y) {
  %r = call float @llvm.fma.f32(float %x, float %y, float -0.0)
  ret float %r
}

define float @tgt(float %x, float %y) {
  %r = fmul float %x, %y
  ret float %r
}

declare float @llvm.fma.f32(float, float, float)
