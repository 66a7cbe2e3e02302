; why: (x << 1) + 1 is (x << 1) | 1, and the or is disjoint: a target flag the proof allows; at i1 the shift by 1 is past the width, so the source is poison there and i1 is vacuous, not proved
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 8,13,16,32,64
; expect vacuous widths: 1
; expect splat: <4 x i32>
; expect general: yes
; expect derived: none
; expect flags: tgt: +disjoint (or)
; expect class: none
; expect verdict: known
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %s = shl i32 %x, 1
  %r = add i32 %s, 1
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %s = shl i32 %x, 1
  %r = or i32 %s, 1
  ret i32 %r
}
