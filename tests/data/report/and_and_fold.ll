; why: (x & C0) & C1 is x & (C0 & C1)
; expect plugin: fired 0/3, untouched 2/2, FileCheck passed without the fold too, refines 5/5
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 8,13,16,32,64
; expect general: yes
; expect derived: C0 = 12; C1 = 10; 8 = C0 & C1
; expect flags: none
; report as: instcombine
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %a = and i32 %x, 12
  %r = and i32 %a, 10
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = and i32 %x, 8
  ret i32 %r
}
