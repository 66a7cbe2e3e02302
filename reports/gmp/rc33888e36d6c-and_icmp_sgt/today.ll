; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i1 @and_icmp_sgt(i8 %x, i8 %y) {
  %cmp = icmp sgt i8 %x, 1
  %cmp1 = icmp sgt i8 %y, 1
  %r = and i1 %cmp, %cmp1
  ret i1 %r
}

define i1 @and_icmp_sgt_i13(i13 %x, i13 %y) {
  %cmp = icmp sgt i13 %x, 1
  %cmp1 = icmp sgt i13 %y, 1
  %r = and i1 %cmp, %cmp1
  ret i1 %r
}

define i1 @and_icmp_sgt_commuted(i8 %x, i8 %y) {
  %cmp = icmp sgt i8 %x, 1
  %cmp1 = icmp sgt i8 %y, 1
  %r = and i1 %cmp1, %cmp
  ret i1 %r
}

define <2 x i1> @and_icmp_sgt_splat(<2 x i8> %x, <2 x i8> %y) {
  %cmp = icmp sgt <2 x i8> %x, splat (i8 1)
  %cmp1 = icmp sgt <2 x i8> %y, splat (i8 1)
  %r = and <2 x i1> %cmp, %cmp1
  ret <2 x i1> %r
}

define <2 x i1> @and_icmp_sgt_splat_poison(<2 x i8> %x, <2 x i8> %y) {
  %cmp = icmp sgt <2 x i8> %x, <i8 1, i8 poison>
  %cmp1 = icmp sgt <2 x i8> %y, <i8 1, i8 poison>
  %r = and <2 x i1> %cmp, %cmp1
  ret <2 x i1> %r
}

define <2 x i1> @and_icmp_sgt_nonsplat(<2 x i8> %x, <2 x i8> %y) {
  %cmp = icmp sgt <2 x i8> %x, <i8 1, i8 2>
  %cmp1 = icmp sgt <2 x i8> %y, <i8 1, i8 2>
  %r = and <2 x i1> %cmp, %cmp1
  ret <2 x i1> %r
}

define i1 @and_icmp_sgt_pre0_fails(i8 %x, i8 %y) {
  %cmp = icmp sgt i8 %x, 29
  %cmp1 = icmp sgt i8 %y, 29
  %r = and i1 %cmp, %cmp1
  ret i1 %r
}

define i1 @and_icmp_sgt_multi_use(i8 %x, i8 %y) {
  %cmp = icmp sgt i8 %x, 1
  %cmp1 = icmp sgt i8 %y, 1
  %r = and i1 %cmp, %cmp1
  call void @use.i1(i1 %cmp)
  ret i1 %r
}

declare void @use.i1(i1)
