; expect: invalid
; why: signed and unsigned max-reductions differ for mixed signs

define i16 @src(<8 x i16> %v) {
  %r = call i16 @llvm.vector.reduce.smax.v8i16(<8 x i16> %v)
  ret i16 %r
}

define i16 @tgt(<8 x i16> %v) {
  %r = call i16 @llvm.vector.reduce.umax.v8i16(<8 x i16> %v)
  ret i16 %r
}

declare i16 @llvm.vector.reduce.smax.v8i16(<8 x i16>)
declare i16 @llvm.vector.reduce.umax.v8i16(<8 x i16>)
