; rewrite @k %km: (add (mul (val i32 %0), (const i32 3), i32), (const i32 3), i32)
; expect: rewritten 1
; Issue 54: a freeze shared with code outside the cut is the cut's argument. In @k the
; freeze feeds %a, which is stored too: the cut of %km reads %kf itself (%0 = %kf), so
; its rewrite 3*%kf + 3 keeps the one choice the store sees, and the output refines @k
; (the test proves it). Before, the cut held the freeze (%0 = %x) and the same rewrite
; read %x again: `mul %x, 3` could be poison beside a stored frozen value. @g is the
; issue's example: its cut of %m is now %m alone (trivial, no site), where it held the
; freeze and got `mul i32 %x, 87500`, which the verifier refutes for the function.
define void @g(i32 %x, ptr %p, ptr %q) {
  %fr = freeze i32 %x
  %m = mul nsw i32 %fr, 87500
  store i32 %m, ptr %p
  store i32 %fr, ptr %q
  ret void
}

define i32 @k(i32 %x, ptr %q) {
  %kf = freeze i32 %x
  %a = add i32 %kf, 1
  %km = mul i32 %a, 3
  store i32 %a, ptr %q
  ret i32 %km
}
