; synth: none
; category: vector
; why: the SWAR byte add of vidiom_swar_add_bytes_i64 with the top byte's bit missing from the fix-up mask (0x80.. -> 0x0080..): bit 63 is the carry out of the low 7 bits of byte 7 without the top bits of x and y, so add on <8 x i8> (the tempting rewrite) is wrong whenever exactly one of them is set
; uops: 12

define i64 @src(i64 %x, i64 %y) {
  %xl = and i64 %x, 9187201950435737471
  %yl = and i64 %y, 9187201950435737471
  %s = add i64 %xl, %yl
  %d = xor i64 %x, %y
  %h = and i64 %d, 36170086419038336
  %r = xor i64 %s, %h
  ret i64 %r
}
