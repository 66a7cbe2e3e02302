; why: (x - y) s> 0 with sub nsw is x s> y; without nsw it is not, so the source keeps nsw
; expect plugin: fired 0/3, untouched 2/2, FileCheck passed without the fold too, refines 4/5
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 1,8,13,16,32,64
; expect general: yes
; expect derived: none
; expect flags: none
; report as: instcombine
; expect a subsumed: no
define i1 @src_a(i32 %x, i32 %y) {
  %d = sub nsw i32 %x, %y
  %r = icmp sgt i32 %d, 0
  ret i1 %r
}
define i1 @tgt_a(i32 %x, i32 %y) {
  %r = icmp sgt i32 %x, %y
  ret i1 %r
}
