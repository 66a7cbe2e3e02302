; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i64 @sub_sel_icmp_eq_and(i32 %x) {
  %zext = zext nneg i32 %x to i64
  %and = and i64 %zext, 3
  %cmp = icmp eq i64 %and, 0
  %sel = select i1 %cmp, i64 4, i64 %and
  %r = sub nsw i64 %zext, %sel
  ret i64 %r
}

define i64 @sub_sel_icmp_eq_and_pre0_fails(i32 %x) {
  %zext = zext nneg i32 %x to i64
  %and = and i64 %zext, 3
  %cmp = icmp eq i64 %and, 0
  %sel = select i1 %cmp, i64 8, i64 %and
  %r = sub nsw i64 %zext, %sel
  ret i64 %r
}

define i64 @sub_sel_icmp_eq_and_pre1_fails(i32 %x) {
  %zext = zext nneg i32 %x to i64
  %and = and i64 %zext, 4
  %cmp = icmp eq i64 %and, 0
  %sel.neg = select i1 %cmp, i64 -5, i64 -4
  %r = add nsw i64 %sel.neg, %zext
  ret i64 %r
}

define i64 @sub_sel_icmp_eq_and_multi_use(i32 %x) {
  %zext = zext nneg i32 %x to i64
  %and = and i64 %zext, 3
  %cmp = icmp eq i64 %and, 0
  %sel = select i1 %cmp, i64 4, i64 %and
  %r = sub nsw i64 %zext, %sel
  call void @use.i1(i1 %cmp)
  ret i64 %r
}

define i64 @sub_sel_icmp_eq_and_no_nneg(i32 %x) {
  %zext = zext i32 %x to i64
  %and = and i64 %zext, 3
  %cmp = icmp eq i64 %and, 0
  %sel = select i1 %cmp, i64 4, i64 %and
  %r = sub nsw i64 %zext, %sel
  ret i64 %r
}

declare void @use.i1(i1)
