; expect: valid
; why: LangRef NaN rules: fabs clears the sign bit and keeps every other bit, as and 0x7fffffff on the bits does

define float @src(float %x) {
%r = call float @llvm.fabs.f32(float %x)
  ret float %r
}

define float @tgt(float %x) {
%i = bitcast float %x to i32
  %a = and i32 %i, 2147483647
  %r = bitcast i32 %a to float
  ret float %r
}

declare float @llvm.fabs.f32(float)
