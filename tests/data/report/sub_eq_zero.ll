; why: (x - y) == 0 is x == y at every width
; expect plugin: fired 0/3, untouched 1/1, FileCheck passed without the fold too, refines 3/4
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
  %d = sub i32 %x, %y
  %r = icmp eq i32 %d, 0
  ret i1 %r
}
define i1 @tgt_a(i32 %x, i32 %y) {
  %r = icmp eq i32 %x, %y
  ret i1 %r
}
