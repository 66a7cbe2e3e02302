; synth: found
; fast: no
; category: three new instructions
; why: libYUV (the cut of cost_high_byte_xor128 with -127; until issue 14's third instruction it was a negative control, since no form of at most 2 instructions is as cheap): the high byte sign-extended by shl/ashr 24 is `ashr i16 %0, 8` then `sext`, so zext/shl/ashr become ashr/sext; same uOps, 3 IR instructions instead of 5 (the `sext(b) ^ -127` is not `zext(b) - 127`: bit 0 flips differently); opt-22 -O3 keeps lshr/zext/shl/ashr/xor
; expect-tgt: %h = ashr i16 %0, 8 ; %e = sext i16 %h to i32 ; %r = xor i32 %e, -127
; uops: 6 -> 6

define i32 @src(i16 %0) {
  %2 = lshr i16 %0, 8
  %3 = zext nneg i16 %2 to i32
  %4 = shl nuw i32 %3, 24
  %5 = ashr exact i32 %4, 24
  %6 = xor i32 %5, -127
  ret i32 %6
}

define i32 @tgt(i16 %0) {
  %h = ashr i16 %0, 8
  %e = sext i16 %h to i32
  %r = xor i32 %e, -127
  ret i32 %r
}
