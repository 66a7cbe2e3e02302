; synth: found
; fast: yes
; category: vector
; why: SWAR byte-wise subtract (((x|0x80..)-(y&0x7f..)) ^ ((x^~y)&0x80..), Hacker's Delight 2-18): sub on <8 x i8>; opt-22 -O3 keeps it
; expect-tgt: bitcast x, y to <8 x i8> ; %s = sub <8 x i8> %a, %b ; bitcast back
; uops: 12 -> 7

define i64 @src(i64 %x, i64 %y) {
  %xh = or i64 %x, -9187201950435737472
  %yl = and i64 %y, 9187201950435737471
  %s = sub i64 %xh, %yl
  %ny = xor i64 %y, -1
  %d = xor i64 %x, %ny
  %h = and i64 %d, -9187201950435737472
  %r = xor i64 %s, %h
  ret i64 %r
}

define i64 @tgt(i64 %x, i64 %y) {
  %a = bitcast i64 %x to <8 x i8>
  %b = bitcast i64 %y to <8 x i8>
  %s = sub <8 x i8> %a, %b
  %r = bitcast <8 x i8> %s to i64
  ret i64 %r
}
