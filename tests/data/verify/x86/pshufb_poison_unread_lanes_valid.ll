; expect: valid
; why: poison is per lane: this mask reads only bytes 0..3 and zeroes the rest, so making bytes 4..15 of the input poison (as demanded-elements simplification does) leaves every result lane unchanged and not poison

define <16 x i8> @src(<16 x i8> %a) {
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %a, <16 x i8> <i8 3, i8 2, i8 1, i8 0, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128>)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<16 x i8> %a) {
  %p = shufflevector <16 x i8> %a, <16 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %p, <16 x i8> <i8 3, i8 2, i8 1, i8 0, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128>)
  ret <16 x i8> %r
}

declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)
