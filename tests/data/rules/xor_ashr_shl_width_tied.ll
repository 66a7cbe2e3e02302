; why: libYUV's sign-extension of a byte by shifts, xor -128 (issue 37 item 4): ((X <<nuw 24) >>s 24) ^ -128 is X - 128; the shift and the xor constant are tied by the width (-128 is the bits a sign-extension from bit 31 - 24 sets), so the rule states that relation instead of the literals 24 and -128, and holds at every width: its C++ reads C0 and C1, with no width guard; the old rule's i8, i13 and i16 proofs were vacuous (a shift by 24 past the width)
; expect rules: 1
; expect not proved: 0
; expect pre: C1 == -1 << ((width - C0) - 1) && C0 != 0
; expect widths: 8,13,16,32,64
; expect general: yes
; expect refuted widths: none
; expect vacuous widths: none
define i32 @src_a(i32 %x) {
  %shl = shl nuw i32 %x, 24
  %ashr = ashr i32 %shl, 24
  %r = xor i32 %ashr, -128
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = add nsw i32 %x, -128
  ret i32 %r
}
