; expect: invalid
; why: without nsz, LLVM 22 orders -0.0 < +0.0 for minnum: minnum(-0.0, +0.0) is -0.0, but the select gives +0.0 (olt is false for equal zeros)
define float @src(float %x) {
  %r = call float @llvm.minnum.f32(float %x, float 0.0)
  ret float %r
}

define float @tgt(float %x) {
  %c = fcmp olt float %x, 0.0
  %r = select i1 %c, float %x, float 0.0
  ret float %r
}

declare float @llvm.minnum.f32(float, float)
