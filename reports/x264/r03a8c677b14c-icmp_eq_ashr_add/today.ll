; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i1 @icmp_eq_ashr_add(i8 %x, i8 %y) {
  %add = add nuw i8 %y, 1
  %ashr = ashr i8 %x, %add
  %r = icmp eq i8 %ashr, 0
  ret i1 %r
}

define i1 @icmp_eq_ashr_add_i13(i13 %x, i13 %y) {
  %add = add nuw i13 %y, 1
  %ashr = ashr i13 %x, %add
  %r = icmp eq i13 %ashr, 0
  ret i1 %r
}

define <2 x i1> @icmp_eq_ashr_add_splat(<2 x i8> %x, <2 x i8> %y) {
  %add = add nuw <2 x i8> %y, splat (i8 1)
  %ashr = ashr <2 x i8> %x, %add
  %r = icmp eq <2 x i8> %ashr, zeroinitializer
  ret <2 x i1> %r
}

define i1 @icmp_eq_ashr_add_multi_use(i8 %x, i8 %y) {
  %add = add nuw i8 %y, 1
  %ashr = ashr i8 %x, %add
  %r = icmp eq i8 %ashr, 0
  call void @use(i8 %add)
  ret i1 %r
}

define i1 @icmp_eq_ashr_add_no_nuw(i8 %x, i8 %y) {
  %add = add i8 %y, 1
  %ashr = ashr i8 %x, %add
  %r = icmp eq i8 %ashr, 0
  ret i1 %r
}

declare void @use(i8)
