; expect: valid
; why: cvtpd2dq of two doubles fills lanes 2 and 3 of its <4 x i32> result with zeros, so a shuffle that zeroes them again is redundant
define <4 x i32> @src(<2 x double> %x) {
  %c = call <4 x i32> @llvm.x86.sse2.cvtpd2dq(<2 x double> %x)
  %r = shufflevector <4 x i32> %c, <4 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<2 x double> %x) {
  %r = call <4 x i32> @llvm.x86.sse2.cvtpd2dq(<2 x double> %x)
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.sse2.cvtpd2dq(<2 x double>)
