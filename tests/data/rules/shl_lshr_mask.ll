; why: (x << C) >>u C is x & (-1 >>u C): the target constant is derived with a logical shift of all-ones (found at i8 with C = 3 and at i32 with C = 8)
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 8,13,16,32,64
; expect splat: <4 x i8>
; expect general: yes
; expect derived: C0 = 3; 31 = -1 >>u C0
; expect flags: none
; expect class: none
; expect verdict: known
; expect a subsumed: no
define i8 @src_a(i8 %x) {
  %a = shl i8 %x, 3
  %r = lshr i8 %a, 3
  ret i8 %r
}
define i8 @tgt_a(i8 %x) {
  %r = and i8 %x, 31
  ret i8 %r
}
define i8 @src_b(i8 %x) {
  %a = shl i8 %x, 5
  %r = lshr i8 %a, 5
  ret i8 %r
}
define i8 @tgt_b(i8 %x) {
  %r = and i8 %x, 7
  ret i8 %r
}
