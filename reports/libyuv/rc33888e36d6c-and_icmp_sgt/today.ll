; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i1 @and_icmp_sgt(i8 %x, i8 %y) {
  %cmp = icmp sgt i8 %x, 0
  %cmp1 = icmp sgt i8 %y, 0
  %r = and i1 %cmp, %cmp1
  ret i1 %r
}

define i1 @and_icmp_sgt_i13(i13 %x, i13 %y) {
  %cmp = icmp sgt i13 %x, 0
  %cmp1 = icmp sgt i13 %y, 0
  %r = and i1 %cmp, %cmp1
  ret i1 %r
}

define i1 @and_icmp_sgt_commuted(i8 %x, i8 %y) {
  %cmp = icmp sgt i8 %x, 0
  %cmp1 = icmp sgt i8 %y, 0
  %r = and i1 %cmp1, %cmp
  ret i1 %r
}

define <2 x i1> @and_icmp_sgt_splat(<2 x i8> %x, <2 x i8> %y) {
  %cmp = icmp sgt <2 x i8> %x, zeroinitializer
  %cmp1 = icmp sgt <2 x i8> %y, zeroinitializer
  %r = and <2 x i1> %cmp, %cmp1
  ret <2 x i1> %r
}

define i1 @and_icmp_sgt_multi_use(i8 %x, i8 %y) {
  %cmp = icmp sgt i8 %x, 0
  %cmp1 = icmp sgt i8 %y, 0
  %r = and i1 %cmp, %cmp1
  call void @use.i1(i1 %cmp)
  ret i1 %r
}

declare void @use.i1(i1)
