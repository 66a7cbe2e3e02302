; why: (x & C) == C is (x & C) != 0 when C is a power of two
; expect plugin: fired 0/3, untouched 3/3, FileCheck passed without the fold too, refines 6/6
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: isPowerOf2(C0)
; expect widths: 8,13,16,32,64
; expect general: yes
; expect derived: C0 = 16
; expect flags: none
; report as: instcombine
; expect a subsumed: no
define i1 @src_a(i32 %x) {
  %a = and i32 %x, 16
  %r = icmp eq i32 %a, 16
  ret i1 %r
}
define i1 @tgt_a(i32 %x) {
  %a = and i32 %x, 16
  %r = icmp ne i32 %a, 0
  ret i1 %r
}
