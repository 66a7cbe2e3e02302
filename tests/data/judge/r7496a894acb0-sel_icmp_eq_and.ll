; from reports/libyuv/r7496a894acb0-sel_icmp_eq_and (reviewed 2026-11-27)
; why: select((x & 1) == 0, 0, y) as select(trunc x to i1, y, 0): a genuine miss of LLVM 22.1 (3 -> 2 IR instructions after -O3), but fixed on main by PR #178977 (issue #172888): rules/upstream.toml flags it, so report does not render it again (libYUV)
; expect verdict: worth
; expect class: instcombine
define i8 @src(i8 %x, i8 %y) {
  %and = and i8 %x, 1
  %cmp = icmp eq i8 %and, 0
  %r = select i1 %cmp, i8 0, i8 %y
  ret i8 %r
}

define i8 @tgt(i8 %x, i8 %y) {
  %trunc = trunc i8 %x to i1
  %r = select i1 %trunc, i8 %y, i8 0
  ret i8 %r
}
