; expect: valid
; why: a function refines itself, mask from an argument (a poison mask lane is poison, and whether it is accessed is the source's choice)

define <4 x float> @src(ptr %p, <4 x i1> %m, <4 x float> %v) {
  %r = call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4 %p, <4 x i1> %m, <4 x float> %v)
  ret <4 x float> %r
}
define <4 x float> @tgt(ptr %p, <4 x i1> %m, <4 x float> %v) {
  %r = call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4 %p, <4 x i1> %m, <4 x float> %v)
  ret <4 x float> %r
}
