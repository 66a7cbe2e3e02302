; why: (x + C) - 1 is x + (C - 1): a derived target constant (1 stays literal)
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 8,13,16,32,64
; expect splat: <4 x i32>
; expect general: yes
; expect derived: C0 = 10; 9 = C0 - 1
; expect flags: none
; expect class: none
; expect verdict: known
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %a = add i32 %x, 10
  %r = sub i32 %a, 1
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = add i32 %x, 9
  ret i32 %r
}
