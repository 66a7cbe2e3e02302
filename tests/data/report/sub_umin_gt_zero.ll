; why: (x - umin(x, C)) s> 0 with sub nsw is x s> C (libYUV; with an unsigned compare it is wrong for x u> 2^31 + C)
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 13,16,32,64
; expect general: yes
; expect derived: none
; expect flags: none
; expect class: instcombine
; expect plugin: fired 0/3, untouched 5/5, FileCheck passed without the fold too, refines 7/8
; expect a subsumed: no
define i1 @src_a(i32 %x) {
  %m = call i32 @llvm.umin.i32(i32 %x, i32 2048)
  %d = sub nsw i32 %x, %m
  %r = icmp sgt i32 %d, 0
  ret i1 %r
}
define i1 @tgt_a(i32 %x) {
  %r = icmp sgt i32 %x, 2048
  ret i1 %r
}
declare i32 @llvm.umin.i32(i32, i32)
