; synth: found
; category: integer
; why: (x/10)*10 == x exactly when x is a multiple of 10, so test x urem 10 == 0 (one multiply by the inverse instead of a magic divide and a multiply)
; expect-tgt: %u = urem i32 %x, 10 ; %r = icmp eq i32 %u, 0
; uops: 11 -> 7

define i1 @src(i32 %x) {
  %q = udiv i32 %x, 10
  %m = mul i32 %q, 10
  %r = icmp eq i32 %m, %x
  ret i1 %r
}

define i1 @tgt(i32 %x) {
  %u = urem i32 %x, 10
  %r = icmp eq i32 %u, 0
  ret i1 %r
}
