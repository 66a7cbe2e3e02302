; from reports/libyuv/r4bfbd2c5a2b8-or_icmp_eq_icmp_slt (reviewed 2026-11-27)
; why: A | (v == 0) as 0 == (A ? 0 : v) in a 5-term or-chain: InstCombine makes the target the logical-or select of the source, weaker than its `or` (libYUV)
; expect verdict: anti-canonical
; expect class: none
define i1 @src(ptr %x, ptr %y, ptr %z, i8 %w, i8 %v) {
  %cmp = icmp eq ptr %x, null
  %cmp1 = icmp eq ptr %y, null
  %or = or i1 %cmp, %cmp1
  %cmp2 = icmp eq ptr %z, null
  %or1 = or i1 %or, %cmp2
  %cmp3 = icmp slt i8 %w, 1
  %or2 = or i1 %or1, %cmp3
  %cmp4 = icmp eq i8 %v, 0
  %r = or i1 %or2, %cmp4
  ret i1 %r
}

define i1 @tgt(ptr %x, ptr %y, ptr %z, i8 %w, i8 %v) {
  %cmp = icmp eq ptr %x, null
  %cmp1 = icmp eq ptr %y, null
  %or = or i1 %cmp, %cmp1
  %cmp2 = icmp eq ptr %z, null
  %or1 = or i1 %or, %cmp2
  %cmp3 = icmp slt i8 %w, 1
  %or2 = or i1 %or1, %cmp3
  %sel = select i1 %or2, i8 0, i8 %v
  %r = icmp eq i8 0, %sel
  ret i1 %r
}
