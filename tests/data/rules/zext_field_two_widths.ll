; why: libYUV's sign-extension of a 16-bit sample's high byte (issue 37 item 4, "matchers tied to one operand type"): (zext(X >>u 8) << 24) >>s 24 with X: i16 and the result i32 is sext(X) >>s 8. Its constants are tied to both widths (24 == 32 - 16 + 8), so the rule is over two types at once: the shift amounts are symbols of either type and the relation reads both widths; it holds at every pair of widths tried, so its C++ matches any pair of types instead of checking for i16 and i32
; expect rules: 1
; expect not proved: 0
; expect pre: C1 == (width - nwidth) + C0
; expect widths: 8->13,8->16,8->32,8->64,13->16,13->32,13->64,16->32,16->64,32->64
; expect general: yes
; expect refuted widths: none
; expect vacuous widths: none
define i32 @src_a(i16 %x) {
  %lshr = lshr i16 %x, 8
  %zext = zext i16 %lshr to i32
  %shl = shl i32 %zext, 24
  %r = ashr i32 %shl, 24
  ret i32 %r
}
define i32 @tgt_a(i16 %x) {
  %sext = sext i16 %x to i32
  %r = ashr i32 %sext, 8
  ret i32 %r
}
