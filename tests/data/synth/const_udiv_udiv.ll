; synth: found
; category: constants
; why: floor(floor(x/3)/5) == floor(x/15) for unsigned x: one magic-number divide instead of two
; expect-tgt: %r = udiv i32 %x, 15
; uops: 9 -> 7

define i32 @src(i32 %x) {
  %a = udiv i32 %x, 3
  %r = udiv i32 %a, 5
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = udiv i32 %x, 15
  ret i32 %r
}
