; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i1 @or_icmp_eq_icmp_slt(i1 %x, i1 %y, ptr %z, ptr %w, i8 %v, i8 %u) {
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

define i1 @or_icmp_eq_icmp_slt_i13(i1 %x, i1 %y, ptr %z, ptr %w, i13 %v, i13 %u) {
  %or = or i1 %x, %y
  %cmp = icmp eq ptr %z, null
  %or1 = or i1 %or, %cmp
  %cmp1 = icmp eq ptr %w, null
  %or2 = or i1 %or1, %cmp1
  %cmp2 = icmp slt i13 %v, 1
  %or3 = or i1 %or2, %cmp2
  %cmp3 = icmp eq i13 %u, 0
  %r = or i1 %or3, %cmp3
  ret i1 %r
}

define i1 @or_icmp_eq_icmp_slt_commuted(i1 %x, i1 %y, ptr %z, ptr %w, i8 %v, i8 %u) {
  %or = or i1 %y, %x
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

define i1 @or_icmp_eq_icmp_slt_multi_use(i1 %x, i1 %y, ptr %z, ptr %w, i8 %v, i8 %u) {
  %or = or i1 %x, %y
  %cmp = icmp eq ptr %z, null
  %cmp1 = icmp eq ptr %w, null
  %1 = or i1 %cmp, %cmp1
  %cmp2 = icmp slt i8 %v, 1
  %2 = or i1 %1, %cmp2
  %cmp3 = icmp eq i8 %u, 0
  %3 = or i1 %2, %cmp3
  %r = or i1 %3, %or
  call void @use.i1(i1 %or)
  ret i1 %r
}

declare void @use.i1(i1)
