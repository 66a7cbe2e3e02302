; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i16 @sel_icmp_eq_and(i8 %x) {
  %and = and i8 %x, 1
  %cmp = icmp eq i8 %and, 0
  %r = select i1 %cmp, i16 0, i16 2032
  ret i16 %r
}

define i13 @sel_icmp_eq_and_i13(i8 %x) {
  %and = and i8 %x, 1
  %cmp = icmp eq i8 %and, 0
  %r = select i1 %cmp, i13 0, i13 2032
  ret i13 %r
}

define <2 x i16> @sel_icmp_eq_and_splat(<2 x i8> %x) {
  %and = and <2 x i8> %x, splat (i8 1)
  %cmp = icmp eq <2 x i8> %and, zeroinitializer
  %r = select <2 x i1> %cmp, <2 x i16> zeroinitializer, <2 x i16> splat (i16 2032)
  ret <2 x i16> %r
}

define <2 x i16> @sel_icmp_eq_and_splat_poison(<2 x i8> %x) {
  %and = and <2 x i8> %x, splat (i8 1)
  %cmp = icmp eq <2 x i8> %and, zeroinitializer
  %r = select <2 x i1> %cmp, <2 x i16> zeroinitializer, <2 x i16> <i16 2032, i16 poison>
  ret <2 x i16> %r
}

define <2 x i16> @sel_icmp_eq_and_nonsplat(<2 x i8> %x) {
  %and = and <2 x i8> %x, splat (i8 1)
  %cmp = icmp eq <2 x i8> %and, zeroinitializer
  %r = select <2 x i1> %cmp, <2 x i16> zeroinitializer, <2 x i16> <i16 2032, i16 1>
  ret <2 x i16> %r
}

define i16 @sel_icmp_eq_and_multi_use(i8 %x) {
  %and = and i8 %x, 1
  %cmp = icmp eq i8 %and, 0
  %r = select i1 %cmp, i16 0, i16 2032
  call void @use(i8 %and)
  ret i16 %r
}

declare void @use(i8)
