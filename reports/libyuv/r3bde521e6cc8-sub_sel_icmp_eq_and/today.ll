; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i8 @sub_sel_icmp_eq_and(i8 %x) {
  %and = and i8 %x, 15
  %cmp = icmp eq i8 %and, 0
  %sel = select i1 %cmp, i8 16, i8 %and
  %r = sub i8 %x, %sel
  ret i8 %r
}

define i13 @sub_sel_icmp_eq_and_i13(i13 %x) {
  %and = and i13 %x, 15
  %cmp = icmp eq i13 %and, 0
  %sel = select i1 %cmp, i13 16, i13 %and
  %r = sub i13 %x, %sel
  ret i13 %r
}

define <2 x i8> @sub_sel_icmp_eq_and_splat(<2 x i8> %x) {
  %and = and <2 x i8> %x, splat (i8 15)
  %cmp = icmp eq <2 x i8> %and, zeroinitializer
  %sel = select <2 x i1> %cmp, <2 x i8> splat (i8 16), <2 x i8> %and
  %r = sub <2 x i8> %x, %sel
  ret <2 x i8> %r
}

define <2 x i8> @sub_sel_icmp_eq_and_splat_poison(<2 x i8> %x) {
  %and = and <2 x i8> %x, <i8 15, i8 poison>
  %cmp = icmp eq <2 x i8> %and, zeroinitializer
  %sel = select <2 x i1> %cmp, <2 x i8> splat (i8 16), <2 x i8> %and
  %r = sub <2 x i8> %x, %sel
  ret <2 x i8> %r
}

define <2 x i8> @sub_sel_icmp_eq_and_nonsplat(<2 x i8> %x) {
  %and = and <2 x i8> %x, <i8 15, i8 1>
  %cmp = icmp eq <2 x i8> %and, zeroinitializer
  %sel = select <2 x i1> %cmp, <2 x i8> splat (i8 16), <2 x i8> %and
  %r = sub <2 x i8> %x, %sel
  ret <2 x i8> %r
}

define i8 @sub_sel_icmp_eq_and_pre0_fails(i8 %x) {
  %and = and i8 %x, 15
  %cmp = icmp eq i8 %and, 0
  %sel = select i1 %cmp, i8 15, i8 %and
  %r = sub i8 %x, %sel
  ret i8 %r
}

define i8 @sub_sel_icmp_eq_and_pre1_fails(i8 %x) {
  %and = and i8 %x, 2
  %cmp = icmp eq i8 %and, 0
  %sel.neg = select i1 %cmp, i8 -3, i8 -2
  %r = add i8 %sel.neg, %x
  ret i8 %r
}

define i8 @sub_sel_icmp_eq_and_multi_use(i8 %x) {
  %and = and i8 %x, 15
  %cmp = icmp eq i8 %and, 0
  %sel = select i1 %cmp, i8 16, i8 %and
  %r = sub i8 %x, %sel
  call void @use.i1(i1 %cmp)
  ret i8 %r
}

declare void @use.i1(i1)
