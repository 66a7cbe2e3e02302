; why: x udiv C is x >> log2(C) for a power of two C
; expect plugin: fired 0/3, untouched 3/3, FileCheck passed without the fold too, refines 6/6
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: isPowerOf2(C0)
; expect widths: 8,13,16,32,64?
; expect general: yes
; expect derived: C0 = 16; 4 = log2(C0)
; expect flags: none
; report as: instcombine
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %r = udiv i32 %x, 16
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = lshr i32 %x, 4
  ret i32 %r
}
