; RUN: opt < %s -passes=instcombine -S | FileCheck %s

define <4 x i32> @shl_lshr_splat(<4 x i32> %x) {
  %a = shl <4 x i32> %x, <i32 8, i32 8, i32 8, i32 8>
  %b = lshr <4 x i32> %a, <i32 8, i32 8, i32 8, i32 8>
  ret <4 x i32> %b
}

define <2 x i1> @cmp_vec(<2 x i8> %x, <2 x i8> %y) {
  %nx = xor <2 x i8> %x, splat (i8 -1)
  %ny = xor <2 x i8> %y, splat (i8 -1)
  %c = icmp ult <2 x i8> %nx, %ny
  ret <2 x i1> %c
}

define i32 @reduce(<4 x i32> %v) {
  %s = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %s)
  ret i32 %r
}
