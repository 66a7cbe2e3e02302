; why: (x << C0) << C1 is x << (C0 + C1) when the sum stays below the width; the greedy search keeps C0 & C1 == 0, which implies it at power-of-two widths only (and the rule is not proved at i13)
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: C0 & C1 == 0
; expect widths: 8,16,32,64
; expect splat: <4 x i32>
; expect general: yes
; expect derived: C0 = 3; C1 = 4; 7 = C0 + C1
; expect flags: none
; expect class: none
; expect verdict: known
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %a = shl i32 %x, 3
  %r = shl i32 %a, 4
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = shl i32 %x, 7
  ret i32 %r
}
