; synth: none
; category: cost criterion control
; why: cost_high_byte_sext reading bits 7..14 instead of 8..15: ashr(sext x, 8) would be wrong; the correct forms need as many IR instructions

define i32 @src(ptr %0) {
  %2 = load i16, ptr %0, align 2
  %3 = lshr i16 %2, 7
  %4 = zext nneg i16 %3 to i32
  %5 = shl nuw i32 %4, 24
  %6 = ashr exact i32 %5, 24
  ret i32 %6
}
