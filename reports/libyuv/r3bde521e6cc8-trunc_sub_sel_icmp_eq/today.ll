; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i32 @trunc_sub_sel_icmp_eq(i32 %x) {
  %1 = and i32 %x, 15
  %cmp = icmp eq i32 %1, 0
  %2 = select i1 %cmp, i32 16, i32 %1
  %r = sub i32 %x, %2
  ret i32 %r
}

define i32 @trunc_sub_sel_icmp_eq_multi_use(i32 %x) {
  %1 = and i32 %x, 15
  %cmp = icmp eq i32 %1, 0
  %2 = select i1 %cmp, i32 16, i32 %1
  %r = sub i32 %x, %2
  call void @use.i1(i1 %cmp)
  ret i32 %r
}

declare void @use.i1(i1)
