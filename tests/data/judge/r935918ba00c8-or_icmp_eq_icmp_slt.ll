; from reports/libyuv/r935918ba00c8-or_icmp_eq_icmp_slt (reviewed 2026-11-27)
; why: the same fold in a 6-term or-chain (libYUV)
; expect verdict: anti-canonical
; expect class: none
define i1 @src(i1 %x, i1 %y, ptr %z, ptr %w, i8 %v, i8 %u) {
  %or = or i1 %x, %y
  %cmp = icmp eq ptr %z, null
  %or1 = or i1 %or, %cmp
  %cmp1 = icmp eq ptr %w, null
  %or2 = or i1 %or1, %cmp1
  %cmp2 = icmp slt i8 %v, 1
  %or3 = or i1 %or2, %cmp2
  %cmp3 = icmp eq i8 %u, 0
  %r = or i1 %or3, %cmp3
  ret i1 %r
}

define i1 @tgt(i1 %x, i1 %y, ptr %z, ptr %w, i8 %v, i8 %u) {
  %or = or i1 %x, %y
  %cmp = icmp eq ptr %z, null
  %or1 = or i1 %or, %cmp
  %cmp1 = icmp eq ptr %w, null
  %or2 = or i1 %or1, %cmp1
  %cmp2 = icmp slt i8 %v, 1
  %or3 = or i1 %or2, %cmp2
  %sel = select i1 %or3, i8 0, i8 %u
  %r = icmp eq i8 0, %sel
  ret i1 %r
}
