; why: x - ((x & C0) == 0 ? C1 : x & C0) with C1 = C0 + 1 a power of two (the trip count at i16)
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: C1 == C0 + 1 && isMask(C0)
; expect widths: 8,13,16,32,64
; expect general: yes
; expect derived: C0 = 7; C1 = 8; -8 = ~C0
; expect flags: none
; expect class: instcombine
; expect plugin: fired 3/3, untouched 5/5, FileCheck passed (fails without the fold), refines 7/8
; expect instance: i8
; expect a subsumed: no
define i16 @src_a(i16 %x) {
  %m = and i16 %x, 7
  %z = icmp eq i16 %m, 0
  %s = select i1 %z, i16 8, i16 %m
  %r = sub i16 %x, %s
  ret i16 %r
}
define i16 @tgt_a(i16 %x) {
  %d = add i16 %x, -1
  %r = and i16 %d, -8
  ret i16 %r
}
