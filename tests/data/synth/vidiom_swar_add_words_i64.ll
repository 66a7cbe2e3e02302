; synth: found
; fast: yes
; category: vector
; why: SWAR add of the two 32-bit halves of an i64 without the carry between them (Hacker's Delight 2-18): add on <2 x i32>; opt-22 -O3 keeps it
; expect-tgt: bitcast x, y to <2 x i32> ; %s = add <2 x i32> %a, %b ; bitcast back
; uops: 12 -> 7

define i64 @src(i64 %x, i64 %y) {
  %xl = and i64 %x, 9223372034707292159
  %yl = and i64 %y, 9223372034707292159
  %s = add i64 %xl, %yl
  %d = xor i64 %x, %y
  %h = and i64 %d, -9223372034707292160
  %r = xor i64 %s, %h
  ret i64 %r
}

define i64 @tgt(i64 %x, i64 %y) {
  %a = bitcast i64 %x to <2 x i32>
  %b = bitcast i64 %y to <2 x i32>
  %s = add <2 x i32> %a, %b
  %r = bitcast <2 x i32> %s to i64
  ret i64 %r
}
