; expect: invalid
; why: phsub.w computes v[2j] - v[2j+1]; the odd-minus-even form is its negation
define <8 x i16> @src(<8 x i16> %a, <8 x i16> %b) {
  %e = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %o = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %r = sub <8 x i16> %o, %e
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.ssse3.phsub.w.128(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.x86.ssse3.phsub.w.128(<8 x i16>, <8 x i16>)
