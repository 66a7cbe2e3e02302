; expect: invalid
; why: xor- and or-reductions differ when two lanes share a set bit

define i32 @src(<4 x i32> %v) {
  %r = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %v)
  ret i32 %r
}

define i32 @tgt(<4 x i32> %v) {
  %r = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %v)
  ret i32 %r
}

declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>)
