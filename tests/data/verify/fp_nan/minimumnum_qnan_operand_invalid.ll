; expect: invalid
; why: minimumnum of two NaNs is a quiet NaN, so a signaling x is not a result of minimumnum(x, NaN)

define float @src(float %x) {
%r = call float @llvm.minimumnum.f32(float %x, float 0x7FF8000000000000)
  ret float %r
}

define float @tgt(float %x) {
ret float %x
}

declare float @llvm.minimumnum.f32(float, float)
