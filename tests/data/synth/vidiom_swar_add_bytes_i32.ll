; synth: found
; fast: yes
; category: vector
; why: SWAR byte-wise add on i32 (Hacker's Delight 2-18): add on <4 x i8>; opt-22 -O3 keeps it
; expect-tgt: bitcast x, y to <4 x i8> ; %s = add <4 x i8> %a, %b ; bitcast back
; uops: 10 -> 7

define i32 @src(i32 %x, i32 %y) {
  %xl = and i32 %x, 2139062143
  %yl = and i32 %y, 2139062143
  %s = add i32 %xl, %yl
  %d = xor i32 %x, %y
  %h = and i32 %d, -2139062144
  %r = xor i32 %s, %h
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  %a = bitcast i32 %x to <4 x i8>
  %b = bitcast i32 %y to <4 x i8>
  %s = add <4 x i8> %a, %b
  %r = bitcast <4 x i8> %s to i32
  ret i32 %r
}
