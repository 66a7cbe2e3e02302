; ModuleID = '<stdin>'
source_filename = "<stdin>"

define <4 x i32> @shl_lshr_splat(<4 x i32> %x) {
  %a = and <4 x i32> %x, splat (i32 16777215)
  ret <4 x i32> %a
}

define <2 x i1> @cmp_vec(<2 x i8> %x, <2 x i8> %y) {
  %c = icmp ugt <2 x i8> %x, %y
  ret <2 x i1> %c
}

define i32 @reduce(<4 x i32> %v) {
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  ret i32 %r
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
