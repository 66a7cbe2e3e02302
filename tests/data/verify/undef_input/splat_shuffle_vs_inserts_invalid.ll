; expect: invalid
; why: the shuffle reads %a once (equal lanes); two extracts are two readings that may differ

define <2 x i8> @src(<2 x i8> %a) {
  %r = shufflevector <2 x i8> %a, <2 x i8> poison, <2 x i32> zeroinitializer
  ret <2 x i8> %r
}

define <2 x i8> @tgt(<2 x i8> %a) {
  %x = extractelement <2 x i8> %a, i32 0
  %y = extractelement <2 x i8> %a, i32 0
  %v = insertelement <2 x i8> poison, i8 %x, i32 0
  %r = insertelement <2 x i8> %v, i8 %y, i32 1
  ret <2 x i8> %r
}
