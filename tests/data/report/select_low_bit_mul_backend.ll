; why: select((x & 1) == 0, 0, C) as (x & 1) * C: cheaper by mca on some CPUs, but InstCombine turns the multiply back into the select (issue 11): not an InstCombine rule
; expect plugin: no C++ (backend rule: no IR fold)
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 8,13,16,32,64
; expect general: yes
; expect derived: C0 = -1727483681
; expect flags: tgt: +nuw (mul); tgt: +nsw (mul)
; report as: backend
; expect a subsumed: no
define i32 @src_a(i32 %x) {
  %b = and i32 %x, 1
  %z = icmp eq i32 %b, 0
  %r = select i1 %z, i32 0, i32 -1727483681
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %b = and i32 %x, 1
  %r = mul i32 %b, -1727483681
  ret i32 %r
}
