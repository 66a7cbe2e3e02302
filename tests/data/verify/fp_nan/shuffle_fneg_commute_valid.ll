; expect: valid
; why: LangRef NaN rules: shufflevector and fneg both move bits exactly, so they commute

define <4 x half> @src(<4 x half> %v) {
%s = shufflevector <4 x half> %v, <4 x half> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %r = fneg <4 x half> %s
  ret <4 x half> %r
}

define <4 x half> @tgt(<4 x half> %v) {
%n = fneg <4 x half> %v
  %r = shufflevector <4 x half> %n, <4 x half> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  ret <4 x half> %r
}
