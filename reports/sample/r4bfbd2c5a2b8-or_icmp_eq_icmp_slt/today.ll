; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i1 @or_icmp_eq_icmp_slt(ptr %x, ptr %y, ptr %z, i8 %w, i8 %v) {
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

define i1 @or_icmp_eq_icmp_slt_i13(ptr %x, ptr %y, ptr %z, i13 %w, i13 %v) {
  %cmp = icmp eq ptr %x, null
  %cmp1 = icmp eq ptr %y, null
  %or = or i1 %cmp, %cmp1
  %cmp2 = icmp eq ptr %z, null
  %or1 = or i1 %or, %cmp2
  %cmp3 = icmp slt i13 %w, 1
  %or2 = or i1 %or1, %cmp3
  %cmp4 = icmp eq i13 %v, 0
  %r = or i1 %or2, %cmp4
  ret i1 %r
}

define i1 @or_icmp_eq_icmp_slt_commuted(ptr %x, ptr %y, ptr %z, i8 %w, i8 %v) {
  %cmp = icmp eq ptr %x, null
  %cmp1 = icmp eq ptr %y, null
  %or = or i1 %cmp1, %cmp
  %cmp2 = icmp eq ptr %z, null
  %or1 = or i1 %or, %cmp2
  %cmp3 = icmp slt i8 %w, 1
  %or2 = or i1 %or1, %cmp3
  %cmp4 = icmp eq i8 %v, 0
  %r = or i1 %or2, %cmp4
  ret i1 %r
}

define i1 @or_icmp_eq_icmp_slt_multi_use(ptr %x, ptr %y, ptr %z, i8 %w, i8 %v) {
  %cmp = icmp eq ptr %x, null
  %cmp1 = icmp eq ptr %y, null
  %cmp2 = icmp eq ptr %z, null
  %1 = or i1 %cmp1, %cmp2
  %cmp3 = icmp slt i8 %w, 1
  %2 = or i1 %1, %cmp3
  %cmp4 = icmp eq i8 %v, 0
  %3 = or i1 %2, %cmp4
  %r = or i1 %3, %cmp
  call void @use.i1(i1 %cmp)
  ret i1 %r
}

declare void @use.i1(i1)
