; why: x * C is x << log2(C) when C is a power of two; the shift amount is derived from C
; expect plugin: fired 0/3, untouched 3/3, FileCheck passed without the fold too, refines 6/6
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: isPowerOf2(C0)
; expect widths: 8,13,16,32,64?
; expect general: yes
; expect derived: C0 = 8; 3 = log2(C0)
; expect flags: none
; report as: instcombine
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %r = mul i32 %x, 8
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = shl i32 %x, 3
  ret i32 %r
}
define i8 @src_b(i8 %x) {
  %r = mul i8 %x, 32
  ret i8 %r
}
define i8 @tgt_b(i8 %x) {
  %r = shl i8 %x, 5
  ret i8 %r
}
