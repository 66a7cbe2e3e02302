; expect: valid
; why: and-reducing a splat of x gives x

define i32 @src(i32 %x) {
  %a = insertelement <4 x i32> poison, i32 %x, i32 0
  %s = shufflevector <4 x i32> %a, <4 x i32> poison, <4 x i32> zeroinitializer
  %r = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %s)
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}

declare i32 @llvm.vector.reduce.and.v4i32(<4 x i32>)
