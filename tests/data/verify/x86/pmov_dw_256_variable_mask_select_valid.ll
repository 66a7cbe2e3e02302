; expect: valid
; why: a masked vpmovdw is select(mask bits, trunc x, pass) lane by lane; a poison mask poisons every lane in both forms
define <8 x i16> @src(<8 x i32> %x, <8 x i16> %pass, i8 %m) {
  %r = call <8 x i16> @llvm.x86.avx512.mask.pmov.dw.256(<8 x i32> %x, <8 x i16> %pass, i8 %m)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i32> %x, <8 x i16> %pass, i8 %m) {
  %b = bitcast i8 %m to <8 x i1>
  %t = trunc <8 x i32> %x to <8 x i16>
  %r = select <8 x i1> %b, <8 x i16> %t, <8 x i16> %pass
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.x86.avx512.mask.pmov.dw.256(<8 x i32>, <8 x i16>, i8)
