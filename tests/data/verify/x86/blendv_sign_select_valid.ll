; expect: valid
; why: pblendvb(a, b, m) is select(m < 0, b, a) per byte, poison included (a poison mask byte poisons its lane, an unselected operand's poison does not)
define <16 x i8> @src(<16 x i8> %a, <16 x i8> %b, <16 x i8> %m) {
  %c = icmp slt <16 x i8> %m, zeroinitializer
  %r = select <16 x i1> %c, <16 x i8> %b, <16 x i8> %a
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<16 x i8> %a, <16 x i8> %b, <16 x i8> %m) {
  %r = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %a, <16 x i8> %b, <16 x i8> %m)
  ret <16 x i8> %r
}

declare <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8>, <16 x i8>, <16 x i8>)
