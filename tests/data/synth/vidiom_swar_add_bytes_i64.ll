; synth: found
; fast: yes
; category: vector
; why: SWAR byte-wise add without carries between bytes (((x&0x7f..)+(y&0x7f..)) ^ ((x^y)&0x80..), Hacker's Delight 2-18): add on <8 x i8>; opt-22 -O3 keeps it
; expect-tgt: bitcast x, y to <8 x i8> ; %s = add <8 x i8> %a, %b ; bitcast back
; uops: 12 -> 7

define i64 @src(i64 %x, i64 %y) {
  %xl = and i64 %x, 9187201950435737471
  %yl = and i64 %y, 9187201950435737471
  %s = add i64 %xl, %yl
  %d = xor i64 %x, %y
  %h = and i64 %d, -9187201950435737472
  %r = xor i64 %s, %h
  ret i64 %r
}

define i64 @tgt(i64 %x, i64 %y) {
  %a = bitcast i64 %x to <8 x i8>
  %b = bitcast i64 %y to <8 x i8>
  %s = add <8 x i8> %a, %b
  %r = bitcast <8 x i8> %s to i64
  ret i64 %r
}
