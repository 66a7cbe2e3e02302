; why: x urem C is x & (C - 1) for a power of two C
; expect plugin: fired 0/3, untouched 3/3, FileCheck passed without the fold too, refines 6/6
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: isPowerOf2(C0)
; expect widths: 8,13,16,32,64?
; expect general: yes
; expect derived: C0 = 64; 63 = C0 - 1
; expect flags: none
; report as: instcombine
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %r = urem i32 %x, 64
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = and i32 %x, 63
  ret i32 %r
}
define i16 @src_b(i16 %x) {
  %r = urem i16 %x, 8
  ret i16 %r
}
define i16 @tgt_b(i16 %x) {
  %r = and i16 %x, 7
  ret i16 %r
}
