; expect: valid
; why: ptrtoint and icmp of pointer vectors act lane by lane on the addresses

define <2 x i1> @src(<2 x ptr> %p, <2 x ptr> %q) {
  %c = icmp ne <2 x ptr> %p, %q
  ret <2 x i1> %c
}

define <2 x i1> @tgt(<2 x ptr> %p, <2 x ptr> %q) {
  %a = ptrtoint <2 x ptr> %p to <2 x i64>
  %b = ptrtoint <2 x ptr> %q to <2 x i64>
  %c = icmp ne <2 x i64> %a, %b
  ret <2 x i1> %c
}
