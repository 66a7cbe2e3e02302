; why: (x << 1) + 1 is (x << 1) | 1, and the or is disjoint: a target flag the proof allows
; expect plugin: fired 0/3, untouched 0/0, FileCheck passed without the fold too, refines 3/3
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 1,8,13,16,32,64
; expect general: yes
; expect derived: none
; expect flags: tgt: +disjoint (or)
; report as: instcombine
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %s = shl i32 %x, 1
  %r = add i32 %s, 1
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %s = shl i32 %x, 1
  %r = or i32 %s, 1
  ret i32 %r
}
