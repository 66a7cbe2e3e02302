; expect: invalid
; why: vpermw (permvar.hi.128) is a one-source permute taking indices mod 8: indices 8..15 select words 0..7 of a (the identity), not lanes 8..15 of a second vector as in the two-source vpermt2w or a two-operand shufflevector
define <8 x i16> @src(<8 x i16> %a) {
  %r = call <8 x i16> @llvm.x86.avx512.permvar.hi.128(<8 x i16> %a, <8 x i16> <i16 8, i16 9, i16 10, i16 11, i16 12, i16 13, i16 14, i16 15>)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %a) {
  %r = shufflevector <8 x i16> %a, <8 x i16> zeroinitializer, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.x86.avx512.permvar.hi.128(<8 x i16>, <8 x i16>)
