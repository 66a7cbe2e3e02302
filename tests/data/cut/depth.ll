; The paper's Figure 3: cutting %c at depth 0 is the root alone (trivial), depth 1
; adds the xor it reads, depth 2 the sdiv; deeper adds nothing (parameters are
; arguments at any depth).
; cut: depth 0 roots %c
; cut: depth 1 roots %c
; cut: depth 2 roots %c
; cut: depth 4 roots %c %d

define i64 @f(i64 %x, i64 %y, i64 %z) {
  %a = sdiv i64 %x, %y
  %b = xor i64 %a, -1
  %c = xor i64 %b, -1
  %d = srem i64 %c, %z
  ret i64 %d
}
