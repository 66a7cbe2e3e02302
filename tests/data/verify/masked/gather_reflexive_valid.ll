; expect: valid
; why: a gather refines itself, pointers and mask from arguments

define <2 x i16> @src(<2 x ptr> %q, <2 x i1> %m, <2 x i16> %v) {
  %r = call <2 x i16> @llvm.masked.gather.v2i16.v2p0(<2 x ptr> align 2 %q, <2 x i1> %m, <2 x i16> %v)
  ret <2 x i16> %r
}
define <2 x i16> @tgt(<2 x ptr> %q, <2 x i1> %m, <2 x i16> %v) {
  %r = call <2 x i16> @llvm.masked.gather.v2i16.v2p0(<2 x ptr> align 2 %q, <2 x i1> %m, <2 x i16> %v)
  ret <2 x i16> %r
}
