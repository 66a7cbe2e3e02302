; synth: found
; fast: yes
; category: vector
; why: SWAR add of four 16-bit fields of an i64 without carries between them (Hacker's Delight 2-18): add on <4 x i16>; opt-22 -O3 keeps it
; expect-tgt: bitcast x, y to <4 x i16> ; %s = add <4 x i16> %a, %b ; bitcast back
; uops: 12 -> 7

define i64 @src(i64 %x, i64 %y) {
  %xl = and i64 %x, 9223231297218904063
  %yl = and i64 %y, 9223231297218904063
  %s = add i64 %xl, %yl
  %d = xor i64 %x, %y
  %h = and i64 %d, -9223231297218904064
  %r = xor i64 %s, %h
  ret i64 %r
}

define i64 @tgt(i64 %x, i64 %y) {
  %a = bitcast i64 %x to <4 x i16>
  %b = bitcast i64 %y to <4 x i16>
  %s = add <4 x i16> %a, %b
  %r = bitcast <4 x i16> %s to i64
  ret i64 %r
}
