; why: (x + C0) + C1 is x + (C0 + C1) for all constants
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 8,13,16,32,64
; expect splat: <4 x i32>
; expect general: yes
; expect derived: C0 = 5; C1 = 7; 12 = C0 + C1
; expect flags: none
; expect class: none
; expect verdict: known
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %a = add i32 %x, 5
  %r = add i32 %a, 7
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = add i32 %x, 12
  ret i32 %r
}
define i64 @src_b(i64 %x) {
  %a = add i64 %x, 100
  %r = add i64 %a, 28
  ret i64 %r
}
define i64 @tgt_b(i64 %x) {
  %r = add i64 %x, 128
  ret i64 %r
}
