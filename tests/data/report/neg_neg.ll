; why: 0 - (0 - x) is x at every width: no constant to generalize, only widths
; expect plugin: fired 0/3, untouched 0/0, FileCheck passed without the fold too, refines 3/3
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 1,8,13,16,32,64
; expect general: yes
; expect derived: none
; expect flags: none
; report as: instsimplify
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %a = sub i32 0, %x
  %r = sub i32 0, %a
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  ret i32 %x
}
