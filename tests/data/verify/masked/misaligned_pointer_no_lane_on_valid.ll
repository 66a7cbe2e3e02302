; expect: valid
; why: with every lane masked off nothing is accessed, so a pointer made poison by its align attribute does no harm: the result is the passthru
define <4 x float> @src(ptr %p, <4 x float> %v) {
  %r = call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 64 %p, <4 x i1> zeroinitializer, <4 x float> %v)
  ret <4 x float> %r
}
define <4 x float> @tgt(ptr %p, <4 x float> %v) {
  ret <4 x float> %v
}
