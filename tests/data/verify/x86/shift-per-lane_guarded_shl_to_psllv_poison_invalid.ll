; expect: invalid
; why: the reverse of the expansion fails on poison alone: where the count is 32 or more the select yields 0 even if that lane of a is poison, but a psllv.d lane is poison whenever an input lane it reads is (as in Alive2's model of these intrinsics)
define <4 x i32> @src(<4 x i32> %a, <4 x i32> %c) {
  %big = icmp uge <4 x i32> %c, splat (i32 32)
  %m = and <4 x i32> %c, splat (i32 31)
  %s = shl <4 x i32> %a, %m
  %r = select <4 x i1> %big, <4 x i32> zeroinitializer, <4 x i32> %s
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %a, <4 x i32> %c) {
  %r = call <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32> %a, <4 x i32> %c)
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32>, <4 x i32>)
