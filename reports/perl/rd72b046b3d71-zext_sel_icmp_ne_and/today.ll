; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i8 @zext_sel_icmp_ne_and(i8 %x, i1 %y) {
  %and = and i8 %x, 1
  %cmp = icmp ne i8 %and, 0
  %sel = select i1 %y, i1 %cmp, i1 false
  %r = zext i1 %sel to i8
  ret i8 %r
}

define i13 @zext_sel_icmp_ne_and_i13(i13 %x, i1 %y) {
  %and = and i13 %x, 1
  %cmp = icmp ne i13 %and, 0
  %sel = select i1 %y, i1 %cmp, i1 false
  %r = zext i1 %sel to i13
  ret i13 %r
}

define <2 x i8> @zext_sel_icmp_ne_and_splat(<2 x i8> %x, <2 x i1> %y) {
  %cmp = trunc <2 x i8> %x to <2 x i1>
  %sel = select <2 x i1> %y, <2 x i1> %cmp, <2 x i1> zeroinitializer
  %r = zext <2 x i1> %sel to <2 x i8>
  ret <2 x i8> %r
}

define <2 x i8> @zext_sel_icmp_ne_and_splat_poison(<2 x i8> %x, <2 x i1> %y) {
  %cmp = trunc <2 x i8> %x to <2 x i1>
  %sel = select <2 x i1> %y, <2 x i1> %cmp, <2 x i1> zeroinitializer
  %r = zext <2 x i1> %sel to <2 x i8>
  ret <2 x i8> %r
}

define <2 x i8> @zext_sel_icmp_ne_and_nonsplat(<2 x i8> %x, <2 x i1> %y) {
  %and = and <2 x i8> %x, <i8 1, i8 2>
  %cmp = icmp ne <2 x i8> %and, zeroinitializer
  %sel = select <2 x i1> %y, <2 x i1> %cmp, <2 x i1> zeroinitializer
  %r = zext <2 x i1> %sel to <2 x i8>
  ret <2 x i8> %r
}

define i8 @zext_sel_icmp_ne_and_pre0_fails(i8 %x, i1 %y) {
  ret i8 0
}

define i8 @zext_sel_icmp_ne_and_multi_use(i8 %x, i1 %y) {
  %and = and i8 %x, 1
  %cmp = icmp ne i8 %and, 0
  %sel = select i1 %y, i1 %cmp, i1 false
  %r = zext i1 %sel to i8
  call void @use.i1(i1 %cmp)
  ret i8 %r
}

declare void @use.i1(i1)
