; why: (x | C0) | C1 is x | (C0 | C1)
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 8,13,16,32,64
; expect splat: <4 x i16>
; expect general: yes
; expect derived: C0 = 12; C1 = 10; 14 = C0 | C1
; expect flags: none
; expect class: none
; expect verdict: known
; expect a subsumed: no
define i16 @src_a(i16 %x) {
  %a = or i16 %x, 12
  %r = or i16 %a, 10
  ret i16 %r
}
define i16 @tgt_a(i16 %x) {
  %r = or i16 %x, 14
  ret i16 %r
}
