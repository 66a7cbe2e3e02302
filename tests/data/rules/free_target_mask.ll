; why: prefer a target that needs no precondition: the found mask 131 holds only when C0 >= 6 (and would pin C0 = 6), while the same instruction with the mask -1 >>u C0 holds for every C0 (an artificial target: the point is the choice of its constant)
; expect rules: 1
; expect pre: true
; expect general: yes
; expect derived: C0 = 6; 3 = -1 >>u C0
define i8 @src_a(i8 %x) {
  %r = lshr i8 %x, 6
  ret i8 %r
}
define i8 @tgt_a(i8 %x) {
  %a = lshr i8 %x, 6
  %r = and i8 %a, 131
  ret i8 %r
}
