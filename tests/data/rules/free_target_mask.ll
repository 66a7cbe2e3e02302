; why: prefer a target that needs no precondition: the found mask 131 holds only when C0 >= 6 (and would pin C0 = 6), while the same instruction with the mask -1 >>u C0 holds for every C0 (an artificial target: the point is the choice of its constant)
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 8,13,16,32,64
; expect splat: <4 x i8>
; expect general: yes
; expect derived: C0 = 6; 3 = -1 >>u C0
; expect flags: none
; expect class: none
; expect verdict: anti-canonical
; expect a subsumed: no
define i8 @src_a(i8 %x) {
  %r = lshr i8 %x, 6
  ret i8 %r
}
define i8 @tgt_a(i8 %x) {
  %a = lshr i8 %x, 6
  %r = and i8 %a, 131
  ret i8 %r
}
