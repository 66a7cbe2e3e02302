; expect: invalid
; why: the mask reads byte 3 (into result byte 0), so making input byte 3 poison makes result byte 0 poison where the source was a plain value; only the unread bytes may be dropped

define <16 x i8> @src(<16 x i8> %a) {
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %a, <16 x i8> <i8 3, i8 2, i8 1, i8 0, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128>)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<16 x i8> %a) {
  %p = shufflevector <16 x i8> %a, <16 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %p, <16 x i8> <i8 3, i8 2, i8 1, i8 0, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128, i8 128>)
  ret <16 x i8> %r
}

declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)
