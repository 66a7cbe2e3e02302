; expect: invalid
; why: the select form reads %x twice: with %x undef the compare and the returned value may disagree (a negative value compared as non-negative gives +0.0, but one compared negative may come back positive)
define float @src(float %x) {
  %r = call nsz float @llvm.minnum.f32(float %x, float 0.0)
  ret float %r
}

define float @tgt(float %x) {
  %c = fcmp olt float %x, 0.0
  %r = select i1 %c, float %x, float 0.0
  ret float %r
}

declare float @llvm.minnum.f32(float, float)
