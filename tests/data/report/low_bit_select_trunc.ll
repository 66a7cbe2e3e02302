; why: (x & 1) == 0 ? 0 : y as trunc(x) ? y : 0 (libYUV, 54 sites)
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 1,8,13,16,32,64
; expect general: yes
; expect derived: none
; expect flags: none
; expect class: instcombine
; expect plugin: fired 3/3, untouched 1/1, FileCheck passed (fails without the fold), refines 3/4
; expect a subsumed: no
define i32 @src_a(i32 %x, i32 %y) {
  %b = and i32 %x, 1
  %z = icmp eq i32 %b, 0
  %r = select i1 %z, i32 0, i32 %y
  ret i32 %r
}
define i32 @tgt_a(i32 %x, i32 %y) {
  %t = trunc i32 %x to i1
  %r = select i1 %t, i32 %y, i32 0
  ret i32 %r
}
