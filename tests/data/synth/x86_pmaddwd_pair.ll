; synth: found
; fast: no (on the AMD EPYC machine its first enumeration level alone takes 8-18 s; found in under 5 s on the old Rocket Lake one)
; category: x86
; why: Minotaur paper: odd-lane minus even-lane via two pmaddwd is one pmaddwd with the solved constant <1,-1,...>
; expect-tgt: %r = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %x, <16 x i16> <i16 1, i16 -1, ...>)
; uops: 8 -> 5

define <8 x i32> @src(<16 x i16> %x) {
  %a = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %x, <16 x i16> <i16 0, i16 1, i16 0, i16 1, i16 0, i16 1, i16 0, i16 1, i16 0, i16 1, i16 0, i16 1, i16 0, i16 1, i16 0, i16 1>)
  %b = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %x, <16 x i16> <i16 1, i16 0, i16 1, i16 0, i16 1, i16 0, i16 1, i16 0, i16 1, i16 0, i16 1, i16 0, i16 1, i16 0, i16 1, i16 0>)
  %r = sub <8 x i32> %b, %a
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<16 x i16> %x) {
  %r = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %x, <16 x i16> <i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1, i16 1, i16 -1>)
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16>, <16 x i16>)
