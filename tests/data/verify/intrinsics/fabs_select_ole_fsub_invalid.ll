; expect: invalid
; why: LangRef NaN rules: for a NaN x with the sign set, select returns x bit for bit but fabs clears the sign (LLVM's former miscompile; the fold needs nnan)

define float @src(float %x) {
  %c = fcmp ole float %x, 0.0
  %n = fsub float 0.0, %x
  %r = select i1 %c, float %n, float %x
  ret float %r
}

define float @tgt(float %x) {
  %r = call float @llvm.fabs.f32(float %x)
  ret float %r
}

declare float @llvm.fabs.f32(float)
