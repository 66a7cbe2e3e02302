; why: the sub_umin_gt_zero fold where, at 3 of its 4 sites both of the source's intermediate values (the umin, the sub) have other uses in the crawled function: the rewrite would not delete them, and leaves as many IR instructions there as before, so it is not worth a reviewer's time
; shared: 2,2,2,1
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: C0 s>= 0
; expect widths: 8,13,16,32,64
; expect splat: <4 x i32>
; expect general: yes
; expect derived: C0 = 2048
; expect flags: none
; expect class: instcombine
; expect verdict: other-uses
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
