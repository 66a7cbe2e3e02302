; expect: invalid
; why: x + x reads %x twice: with %x undef the two reads may differ, so the target can return values 2*x never is (fmul -> fadd is a backend choice, not an IR refinement)

define float @src(float %x) {
  %r = fmul float %x, 2.0
  ret float %r
}

define float @tgt(float %x) {
  %r = fadd float %x, %x
  ret float %r
}
