; why: (x * C0) * C1 is x * (C0 * C1)
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 8,13,16,32,64
; expect splat: <4 x i32>
; expect general: yes
; expect derived: C0 = 3; C1 = 5; 15 = C0 * C1
; expect flags: none
; expect class: none
; expect verdict: known
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %a = mul i32 %x, 3
  %r = mul i32 %a, 5
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = mul i32 %x, 15
  ret i32 %r
}
