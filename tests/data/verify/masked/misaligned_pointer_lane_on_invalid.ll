; expect: invalid
; why: with a lane on, a pointer that breaks align 64 is poison and the load undefined; the source's plain load of 4-aligned p is defined
define float @src(ptr %p) {
  %a = load float, ptr %p, align 4
  ret float %a
}
define float @tgt(ptr %p) {
  %r = call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 64 %p, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> poison)
  %a = extractelement <4 x float> %r, i64 0
  ret float %a
}
