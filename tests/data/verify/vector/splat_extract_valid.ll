; expect: valid
; why: broadcast x to all lanes, any lane is x

define i32 @src(i32 %x) {
  %a = insertelement <4 x i32> poison, i32 %x, i32 0
  %s = shufflevector <4 x i32> %a, <4 x i32> poison, <4 x i32> zeroinitializer
  %r = extractelement <4 x i32> %s, i32 3
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
