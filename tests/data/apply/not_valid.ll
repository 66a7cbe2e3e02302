; rewrite @neg %b: (val i32 %0)
; expect: not_verified 1
; A stored rewrite that is wrong (-x is not x): it does not prove again, so the site is
; skipped and the file comes out unchanged.
define i32 @neg(i32 %x) {
  %a = xor i32 %x, -1
  %b = add i32 %a, 1
  ret i32 %b
}
