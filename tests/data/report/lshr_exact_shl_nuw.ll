; why: lshr exact (shl nuw x, C), C is x: InstSimplify
; expect plugin: fired 0/3, untouched 3/3, FileCheck passed without the fold too, refines 6/6
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 8,13,16,32,64
; expect general: yes
; expect derived: C0 = 5
; expect flags: src: -exact (lshr)
; report as: instsimplify
; expect instance: none (opt-22 -O3 already makes the target of the source)
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %a = shl nuw i32 %x, 5
  %r = lshr exact i32 %a, 5
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  ret i32 %x
}
