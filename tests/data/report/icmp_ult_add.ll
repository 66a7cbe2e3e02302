; why: (x + C0) u< C0 is x u> ~C0 (overflow check), the target constant derived as ~C0
; expect plugin: fired 0/3, untouched 3/3, FileCheck passed without the fold too, refines 5/6
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 8,13,16,32,64
; expect general: yes
; expect derived: C0 = 10; -11 = ~C0
; expect flags: none
; report as: instcombine
; expect a subsumed: no
define i1 @src_a(i32 %x) {
  %a = add i32 %x, 10
  %r = icmp ult i32 %a, 10
  ret i1 %r
}
define i1 @tgt_a(i32 %x) {
  %r = icmp ugt i32 %x, -11
  ret i1 %r
}
