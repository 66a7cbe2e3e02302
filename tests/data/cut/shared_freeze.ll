; Issue 54: a `freeze` whose value is also used outside the cut is an argument of the
; cut, never inside it. @g's %fr is stored besides feeding %m: a rewrite of a cut that
; held it could read %x again and pick another value than the one stored through %q.
; @h's freeze feeds only the root: it stays inside. @k's freeze feeds %a, which is
; also returned through memory: shared as well, so an argument.
; cut: depth 4 roots %m %hm %km

define void @g(i32 %x, ptr %p, ptr %q) {
  %fr = freeze i32 %x
  %m = mul nsw i32 %fr, 87500
  store i32 %m, ptr %p
  store i32 %fr, ptr %q
  ret void
}

define i32 @h(i32 %x) {
  %hf = freeze i32 %x
  %hm = mul nsw i32 %hf, 87500
  ret i32 %hm
}

define i32 @k(i32 %x, ptr %q) {
  %kf = freeze i32 %x
  %a = add i32 %kf, 1
  %km = mul i32 %a, 3
  store i32 %a, ptr %q
  ret i32 %km
}
