; synth: none
; category: memory-lanes control
; why: DirectXMath's XMLoadFloat3 (x, y, z loaded, w = 0): the masked load of lanes 0-2 with a zero passthru is correct, but dearer by llvm-mca (llc already loads it as vmovsd + vinsertps: 6 uOps, the masked load 7)

define <4 x float> @src(ptr %p) {
  %x = load float, ptr %p, align 4
  %py = getelementptr inbounds i8, ptr %p, i64 4
  %y = load float, ptr %py, align 4
  %pz = getelementptr inbounds i8, ptr %p, i64 8
  %z = load float, ptr %pz, align 4
  %v0 = insertelement <4 x float> <float poison, float poison, float poison, float 0.000000e+00>, float %x, i64 0
  %v1 = insertelement <4 x float> %v0, float %y, i64 1
  %v2 = insertelement <4 x float> %v1, float %z, i64 2
  ret <4 x float> %v2
}
