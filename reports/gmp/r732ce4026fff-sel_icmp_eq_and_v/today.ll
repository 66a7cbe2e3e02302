; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i8 @sel_icmp_eq_and_v(i8 %x, ptr %y, i8 %z) {
  store i8 %x, ptr %y, align 4
  %and = and i8 %z, 1
  %cmp = icmp eq i8 %and, 0
  %r = select i1 %cmp, i8 0, i8 -33
  ret i8 %r
}

define i8 @sel_icmp_eq_and_v_multi_use(i8 %x, ptr %y, i8 %z) {
  store i8 %x, ptr %y, align 4
  %and = and i8 %z, 1
  %cmp = icmp eq i8 %and, 0
  %r = select i1 %cmp, i8 0, i8 -33
  call void @use(i8 %and)
  ret i8 %r
}

declare void @use(i8)
