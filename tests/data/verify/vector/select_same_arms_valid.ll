; expect: valid
; why: a poison condition lane makes src's lane poison; otherwise the arms are equal

define <4 x i32> @src(<4 x i1> %c, <4 x i32> %a) {
  %r = select <4 x i1> %c, <4 x i32> %a, <4 x i32> %a
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i1> %c, <4 x i32> %a) {
  ret <4 x i32> %a
}
