; expect: invalid
; why: LangRef NaN rules: fabs keeps a NaN's quiet bit; the mask 0x7fbfffff also clears it (a quiet NaN with payload turns signaling)

define float @src(float %x) {
%r = call float @llvm.fabs.f32(float %x)
  ret float %r
}

define float @tgt(float %x) {
%i = bitcast float %x to i32
  %a = and i32 %i, 2143289343
  %r = bitcast i32 %a to float
  ret float %r
}

declare float @llvm.fabs.f32(float)
