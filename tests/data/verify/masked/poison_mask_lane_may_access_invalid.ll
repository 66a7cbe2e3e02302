; expect: invalid
; why: the values agree (a poison mask lane is a poison lane), but a target's poison mask lane may be accessed (code generation turns it into some bit), and the source reads no memory
define <2 x i32> @src(ptr %p, <2 x i32> %v) {
  %r = insertelement <2 x i32> %v, i32 poison, i64 0
  ret <2 x i32> %r
}
define <2 x i32> @tgt(ptr %p, <2 x i32> %v) {
  %r = call <2 x i32> @llvm.masked.load.v2i32.p0(ptr align 4 %p, <2 x i1> <i1 poison, i1 false>, <2 x i32> %v)
  ret <2 x i32> %r
}
