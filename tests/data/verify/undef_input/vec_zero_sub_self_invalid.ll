; expect: invalid
; why: a lane of an undef vector read twice may differ

define <2 x i8> @src(<2 x i8> %a) {
  ret <2 x i8> zeroinitializer
}

define <2 x i8> @tgt(<2 x i8> %a) {
  %r = sub <2 x i8> %a, %a
  ret <2 x i8> %r
}
