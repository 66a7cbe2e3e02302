; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i8 @sel_icmp_eq_and(i8 %x, i8 %y) {
  %and = and i8 %x, 1
  %cmp = icmp eq i8 %and, 0
  %r = select i1 %cmp, i8 1, i8 %y
  ret i8 %r
}

define i13 @sel_icmp_eq_and_i13(i13 %x, i13 %y) {
  %and = and i13 %x, 1
  %cmp = icmp eq i13 %and, 0
  %r = select i1 %cmp, i13 1, i13 %y
  ret i13 %r
}

define <2 x i8> @sel_icmp_eq_and_splat(<2 x i8> %x, <2 x i8> %y) {
  %and = and <2 x i8> %x, splat (i8 1)
  %cmp = icmp eq <2 x i8> %and, zeroinitializer
  %r = select <2 x i1> %cmp, <2 x i8> splat (i8 1), <2 x i8> %y
  ret <2 x i8> %r
}

define i8 @sel_icmp_eq_and_multi_use(i8 %x, i8 %y) {
  %and = and i8 %x, 1
  %cmp = icmp eq i8 %and, 0
  %r = select i1 %cmp, i8 1, i8 %y
  call void @use(i8 %and)
  ret i8 %r
}

declare void @use(i8)
