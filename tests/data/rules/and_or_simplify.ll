; why: (x | C0) & C1 is C1 when every bit of C1 is in C0: InstSimplify, precondition C1 & C0 == C1
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: C1 & C0 == C1
; expect widths: 8,13,16,32,64
; expect splat: <4 x i32>
; expect general: yes
; expect derived: C0 = 12; C1 = 4
; expect flags: none
; expect class: none
; expect verdict: known
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %a = or i32 %x, 12
  %r = and i32 %a, 4
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  ret i32 4
}
