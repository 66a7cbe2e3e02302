; why: ashr exact (shl nsw x, C), C is x: the ashr/nsw twin of the lshr/nuw fold
; expect plugin: fired 0/3, untouched 3/3, FileCheck passed without the fold too, refines 6/6
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 8,13,16,32,64
; expect general: yes
; expect derived: C0 = 5
; expect flags: src: -exact (ashr)
; report as: instsimplify
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %a = shl nsw i32 %x, 5
  %r = ashr exact i32 %a, 5
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  ret i32 %x
}
