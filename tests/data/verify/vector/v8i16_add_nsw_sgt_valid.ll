; expect: valid
; why: per lane add nsw x, 1 >s x holds or the lane is poison

define <8 x i1> @src(<8 x i16> %v) {
  %a = add nsw <8 x i16> %v, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = icmp sgt <8 x i16> %a, %v
  ret <8 x i1> %r
}

define <8 x i1> @tgt(<8 x i16> %v) {
  ret <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
}
