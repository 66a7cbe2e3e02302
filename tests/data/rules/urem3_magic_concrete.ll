; why: x urem 3 == 0 as a multiply by the inverse of 3 and a compare: the magic constants are not expressions of 3 in the grammar, so the rule stays concrete
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: true
; expect widths: 8
; expect splat: <4 x i8>
; expect general: no
; expect derived: none
; expect flags: none
; expect class: none
; expect verdict: noise
; expect a subsumed: no
define i1 @src_a(i8 %x) {
  %r0 = urem i8 %x, 3
  %r = icmp eq i8 %r0, 0
  ret i1 %r
}
define i1 @tgt_a(i8 %x) {
  %m = mul i8 %x, -85
  %r = icmp ule i8 %m, 85
  ret i1 %r
}
