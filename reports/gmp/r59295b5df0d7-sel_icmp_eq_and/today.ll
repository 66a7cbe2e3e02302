; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i8 @sel_icmp_eq_and(i8 %x) {
  %and = and i8 %x, 1
  %cmp = icmp eq i8 %and, 0
  %r = select i1 %cmp, i8 0, i8 -33
  ret i8 %r
}

define i13 @sel_icmp_eq_and_i13(i13 %x) {
  %and = and i13 %x, 1
  %cmp = icmp eq i13 %and, 0
  %r = select i1 %cmp, i13 0, i13 -3873
  ret i13 %r
}

define <2 x i8> @sel_icmp_eq_and_splat(<2 x i8> %x) {
  %and = and <2 x i8> %x, splat (i8 1)
  %cmp = icmp eq <2 x i8> %and, zeroinitializer
  %r = select <2 x i1> %cmp, <2 x i8> zeroinitializer, <2 x i8> splat (i8 -33)
  ret <2 x i8> %r
}

define <2 x i8> @sel_icmp_eq_and_splat_poison(<2 x i8> %x) {
  %and = and <2 x i8> %x, splat (i8 1)
  %cmp = icmp eq <2 x i8> %and, zeroinitializer
  %r = select <2 x i1> %cmp, <2 x i8> zeroinitializer, <2 x i8> <i8 -33, i8 poison>
  ret <2 x i8> %r
}

define <2 x i8> @sel_icmp_eq_and_nonsplat(<2 x i8> %x) {
  %and = and <2 x i8> %x, splat (i8 1)
  %cmp = icmp eq <2 x i8> %and, zeroinitializer
  %r = select <2 x i1> %cmp, <2 x i8> zeroinitializer, <2 x i8> <i8 -33, i8 1>
  ret <2 x i8> %r
}

define i8 @sel_icmp_eq_and_multi_use(i8 %x) {
  %and = and i8 %x, 1
  %cmp = icmp eq i8 %and, 0
  %r = select i1 %cmp, i8 0, i8 -33
  call void @use(i8 %and)
  ret i8 %r
}

declare void @use(i8)
