; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i32 @sel_icmp_ne_and(i32 %x, i1 %y) {
  %and = and i32 %x, 8388608
  %cmp = icmp ne i32 %and, 0
  %sel = select i1 %y, i1 %cmp, i1 false
  %r = select i1 %sel, i32 536870912, i32 0
  ret i32 %r
}

define <2 x i32> @sel_icmp_ne_and_splat(<2 x i32> %x, <2 x i1> %y) {
  %and = and <2 x i32> %x, splat (i32 8388608)
  %cmp = icmp ne <2 x i32> %and, zeroinitializer
  %sel = select <2 x i1> %y, <2 x i1> %cmp, <2 x i1> zeroinitializer
  %r = select <2 x i1> %sel, <2 x i32> splat (i32 536870912), <2 x i32> zeroinitializer
  ret <2 x i32> %r
}

define i32 @sel_icmp_ne_and_multi_use(i32 %x, i1 %y) {
  %and = and i32 %x, 8388608
  %cmp = icmp ne i32 %and, 0
  %sel = select i1 %y, i1 %cmp, i1 false
  %r = select i1 %sel, i32 536870912, i32 0
  call void @use.i1(i1 %cmp)
  ret i32 %r
}

declare void @use.i1(i1)
