; why: x < 0 ? C : 0 is (x >>s (width - 1)) & C: the shift amount is the width less one
; expect plugin: no C++ (backend rule: no IR fold)
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 8,13,16,32,64
; expect general: yes
; expect derived: C0 = 42; 31 = width - 1
; expect flags: none
; report as: backend
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %n = icmp slt i32 %x, 0
  %r = select i1 %n, i32 42, i32 0
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %s = ashr i32 %x, 31
  %r = and i32 %s, 42
  ret i32 %r
}
