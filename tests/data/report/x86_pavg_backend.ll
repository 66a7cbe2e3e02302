; why: the rounding average of two byte vectors is one pavgb, a target intrinsic: backend only
; expect plugin: no C++ (backend rule: no IR fold)
; report as: backend
define <16 x i8> @src_a(<16 x i8> %a, <16 x i8> %b) {
  %za = zext <16 x i8> %a to <16 x i16>
  %zb = zext <16 x i8> %b to <16 x i16>
  %s = add <16 x i16> %za, %zb
  %s1 = add <16 x i16> %s, splat (i16 1)
  %h = lshr <16 x i16> %s1, splat (i16 1)
  %r = trunc <16 x i16> %h to <16 x i8>
  ret <16 x i8> %r
}
define <16 x i8> @tgt_a(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}
declare <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8>, <16 x i8>)
