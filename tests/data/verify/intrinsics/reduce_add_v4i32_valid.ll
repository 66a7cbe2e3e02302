; expect: valid
; why: reduce.add is the wrapping sum of the lanes

define i32 @src(<4 x i32> %v) {
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  ret i32 %r
}

define i32 @tgt(<4 x i32> %v) {
  %a = extractelement <4 x i32> %v, i32 0
  %b = extractelement <4 x i32> %v, i32 1
  %c = extractelement <4 x i32> %v, i32 2
  %d = extractelement <4 x i32> %v, i32 3
  %s1 = add i32 %a, %b
  %s2 = add i32 %c, %d
  %r = add i32 %s1, %s2
  ret i32 %r
}

declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
