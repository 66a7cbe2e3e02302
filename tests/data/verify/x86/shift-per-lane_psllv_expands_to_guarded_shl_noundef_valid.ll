; expect: valid
; why: with noundef inputs every use reads the same value and the expansion is exact
define <4 x i32> @src(<4 x i32> noundef %a, <4 x i32> noundef %c) {
  %r = call <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32> %a, <4 x i32> %c)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> noundef %a, <4 x i32> noundef %c) {
  %big = icmp uge <4 x i32> %c, splat (i32 32)
  %m = and <4 x i32> %c, splat (i32 31)
  %s = shl <4 x i32> %a, %m
  %r = select <4 x i1> %big, <4 x i32> zeroinitializer, <4 x i32> %s
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32>, <4 x i32>)
