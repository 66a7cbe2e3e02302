; why: x udiv C is x >> log2(C) for a power of two C
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: isPowerOf2(C0)
; expect widths: 8,13,16,32,64?
; expect splat: <4 x i32>
; expect general: yes
; expect derived: C0 = 16; 4 = log2(C0)
; expect flags: none
; expect class: none
; expect verdict: known
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %r = udiv i32 %x, 16
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = lshr i32 %x, 4
  ret i32 %r
}
