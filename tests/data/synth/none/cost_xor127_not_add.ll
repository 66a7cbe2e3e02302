; synth: none
; category: cost criterion control
; why: cost_high_byte_xor128 with -127: sext(b) ^ -127 is not zext(b) - 127 (bit 0 flips differently), so the add form is wrong; no form is cheaper or as cheap with fewer IR instructions

define i32 @src(i16 %0) {
  %2 = lshr i16 %0, 8
  %3 = zext nneg i16 %2 to i32
  %4 = shl nuw i32 %3, 24
  %5 = ashr exact i32 %4, 24
  %6 = xor i32 %5, -127
  ret i32 %6
}
