; expect: valid
; why: minnum nsz refines itself (zero signs are the source's choice)

define float @src(float %a, float %b) {
%r = call nsz float @llvm.minnum.f32(float %a, float %b)
  ret float %r
}

define float @tgt(float %a, float %b) {
%r = call nsz float @llvm.minnum.f32(float %a, float %b)
  ret float %r
}

declare float @llvm.minnum.f32(float, float)
