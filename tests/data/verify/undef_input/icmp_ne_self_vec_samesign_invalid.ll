; expect: invalid
; why: each lane of an undef %a may read two values of different signs: `samesign` makes that lane poison

define <4 x i1> @src(<4 x i8> %a) {
  %r = icmp ne <4 x i8> %a, %a
  ret <4 x i1> %r
}

define <4 x i1> @tgt(<4 x i8> %a) {
  %r = icmp samesign ne <4 x i8> %a, %a
  ret <4 x i1> %r
}
