; expect: valid
; why: lane-wise x - x is zero; the source may pick equal readings per lane

define <2 x i8> @src(<2 x i8> %a) {
  %r = sub <2 x i8> %a, %a
  ret <2 x i8> %r
}

define <2 x i8> @tgt(<2 x i8> %a) {
  ret <2 x i8> zeroinitializer
}
