; synth: found
; category: constants
; why: (x & 0xffff) > 255 iff one of bits 8..15 is set: (x & 0xff00) != 0
; expect-tgt: %a = and i32 %x, 65280 ; %r = icmp ne i32 %a, 0
; uops: 6 -> 5

define i1 @src(i32 %x) {
  %a = and i32 %x, 65535
  %b = icmp ugt i32 %a, 255
  ret i1 %b
}

define i1 @tgt(i32 %x) {
  %a = and i32 %x, 65280
  %r = icmp ne i32 %a, 0
  ret i1 %r
}
