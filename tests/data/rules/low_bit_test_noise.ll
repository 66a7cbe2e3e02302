; why: icmp eq (x & 1), 0 as icmp ne (x & 1), 1: the same code after isel; any saving is llvm-mca noise
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 8,13,16,32,64
; expect splat: <4 x i32>
; expect general: yes
; expect derived: none
; expect flags: tgt: +samesign (icmp)
; expect class: none
; expect verdict: anti-canonical
; expect a subsumed: no
define i1 @src_a(i32 %x) {
  %b = and i32 %x, 1
  %r = icmp eq i32 %b, 0
  ret i1 %r
}
define i1 @tgt_a(i32 %x) {
  %b = and i32 %x, 1
  %r = icmp ne i32 %b, 1
  ret i1 %r
}
