; from reports/sample/rb90ce4635954-icmp_eq_and (reviewed 2026-11-27)
; why: (x & 1) == 0 as (x & 1) != 1: textbook anti-canonical; in InstCombine it would loop (sample)
; expect verdict: anti-canonical
; expect class: none
define i1 @src(i8 %x) {
  %and = and i8 %x, 1
  %r = icmp eq i8 %and, 0
  ret i1 %r
}

define i1 @tgt(i8 %x) {
  %and = and i8 %x, 1
  %r = icmp samesign ne i8 %and, 1
  ret i1 %r
}
