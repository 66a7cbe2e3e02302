; expect: valid
; why: psrli.d.512 by 32 or more gives all zeros, where lshr by 32 would be poison
define <16 x i32> @src(<16 x i32> %a) {
  %r = call <16 x i32> @llvm.x86.avx512.psrli.d.512(<16 x i32> %a, i32 32)
  ret <16 x i32> %r
}

define <16 x i32> @tgt(<16 x i32> %a) {
  ret <16 x i32> zeroinitializer
}

declare <16 x i32> @llvm.x86.avx512.psrli.d.512(<16 x i32>, i32)
