; expect: invalid
; why: psign zeroes the lanes where b is zero; `b < 0 ? -a : a` keeps them, so it is not psign
define <4 x i32> @src(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp slt <4 x i32> %b, zeroinitializer
  %n = sub <4 x i32> zeroinitializer, %a
  %r = select <4 x i1> %c, <4 x i32> %n, <4 x i32> %a
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.x86.ssse3.psign.d.128(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.ssse3.psign.d.128(<4 x i32>, <4 x i32>)
