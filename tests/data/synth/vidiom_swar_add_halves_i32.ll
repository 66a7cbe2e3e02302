; synth: found
; fast: yes
; category: vector
; why: SWAR add of two 16-bit halves of an i32 without the carry between them (Hacker's Delight 2-18): add on <2 x i16>; opt-22 -O3 keeps it
; expect-tgt: bitcast x, y to <2 x i16> ; %s = add <2 x i16> %a, %b ; bitcast back
; uops: 10 -> 7

define i32 @src(i32 %x, i32 %y) {
  %xl = and i32 %x, 2147450879
  %yl = and i32 %y, 2147450879
  %s = add i32 %xl, %yl
  %d = xor i32 %x, %y
  %h = and i32 %d, -2147450880
  %r = xor i32 %s, %h
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  %a = bitcast i32 %x to <2 x i16>
  %b = bitcast i32 %y to <2 x i16>
  %s = add <2 x i16> %a, %b
  %r = bitcast <2 x i16> %s to i32
  ret i32 %r
}
