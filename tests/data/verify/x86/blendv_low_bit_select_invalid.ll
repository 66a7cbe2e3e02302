; expect: invalid
; why: pblendvb looks at bit 7 of each mask byte; selecting on bit 0 (trunc to i1) is a different blend
define <16 x i8> @src(<16 x i8> %a, <16 x i8> %b, <16 x i8> %m) {
  %c = trunc <16 x i8> %m to <16 x i1>
  %r = select <16 x i1> %c, <16 x i8> %b, <16 x i8> %a
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<16 x i8> %a, <16 x i8> %b, <16 x i8> %m) {
  %r = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %a, <16 x i8> %b, <16 x i8> %m)
  ret <16 x i8> %r
}

declare <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8>, <16 x i8>, <16 x i8>)
