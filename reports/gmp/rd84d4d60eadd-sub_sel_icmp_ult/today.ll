; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i13 @sub_sel_icmp_ult(i13 %x, i13 %y) {
  %cmp = icmp ult i13 %y, %x
  %sel = select i1 %cmp, i13 0, i13 %x
  %r = sub i13 %y, %sel
  ret i13 %r
}

define <2 x i13> @sub_sel_icmp_ult_splat(<2 x i13> %x, <2 x i13> %y) {
  %cmp = icmp ult <2 x i13> %y, %x
  %sel = select <2 x i1> %cmp, <2 x i13> zeroinitializer, <2 x i13> %x
  %r = sub <2 x i13> %y, %sel
  ret <2 x i13> %r
}

define i13 @sub_sel_icmp_ult_multi_use(i13 %x, i13 %y) {
  %cmp = icmp ult i13 %y, %x
  %sel = select i1 %cmp, i13 0, i13 %x
  %r = sub i13 %y, %sel
  call void @use.i1(i1 %cmp)
  ret i13 %r
}

declare void @use.i1(i1)
