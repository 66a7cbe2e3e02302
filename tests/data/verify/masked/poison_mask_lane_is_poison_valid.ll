; expect: valid
; why: a poison mask lane gives a poison lane (the LangRef's select), so the target may put anything there
define <2 x i32> @src(ptr %p, <2 x i32> %v) {
  %r = call <2 x i32> @llvm.masked.load.v2i32.p0(ptr align 4 %p, <2 x i1> <i1 true, i1 poison>, <2 x i32> %v)
  ret <2 x i32> %r
}
define <2 x i32> @tgt(ptr %p, <2 x i32> %v) {
  %a = load i32, ptr %p, align 4
  %r = insertelement <2 x i32> poison, i32 %a, i64 0
  ret <2 x i32> %r
}
