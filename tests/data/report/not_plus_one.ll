; why: ~x + 1 is 0 - x at every width
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
define i32 @src_a(i32 %x) {
  %n = xor i32 %x, -1
  %r = add i32 %n, 1
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = sub i32 0, %x
  ret i32 %r
}
