; expect: invalid
; why: pblendvb takes the SECOND operand where the mask byte is negative; select(m < 0, a, b) has the operands the wrong way round
define <32 x i8> @src(<32 x i8> %a, <32 x i8> %b, <32 x i8> %m) {
  %c = icmp slt <32 x i8> %m, zeroinitializer
  %r = select <32 x i1> %c, <32 x i8> %a, <32 x i8> %b
  ret <32 x i8> %r
}

define <32 x i8> @tgt(<32 x i8> %a, <32 x i8> %b, <32 x i8> %m) {
  %r = call <32 x i8> @llvm.x86.avx2.pblendvb(<32 x i8> %a, <32 x i8> %b, <32 x i8> %m)
  ret <32 x i8> %r
}

declare <32 x i8> @llvm.x86.avx2.pblendvb(<32 x i8>, <32 x i8>, <32 x i8>)
