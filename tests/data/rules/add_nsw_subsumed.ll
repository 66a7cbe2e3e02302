; why: (x + 5) - x is 5 with or without nsw: the nsw variant is implied by the plain one and folded into it
; expect rules: 1
; expect subsumed: 1
; expect not proved: 0
; expect pre: true
; expect widths: 8,13,16,32,64
; expect splat: <4 x i32>
; expect general: yes
; expect derived: C0 = 5
; expect flags: src: -nsw (add)
; expect class: none
; expect verdict: known
; expect a subsumed: yes
define i32 @src_a(i32 %x) {
  %a = add nsw i32 %x, 5
  %r = sub i32 %a, %x
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  ret i32 5
}
define i32 @src_b(i32 %x) {
  %a = add i32 %x, 5
  %r = sub i32 %a, %x
  ret i32 %r
}
define i32 @tgt_b(i32 %x) {
  ret i32 5
}
