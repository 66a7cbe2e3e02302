; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i1 @icmp_eq_and(i8 %x) {
  %and = and i8 %x, 1
  %r = icmp eq i8 %and, 0
  ret i1 %r
}

define i1 @icmp_eq_and_i13(i13 %x) {
  %and = and i13 %x, 1
  %r = icmp eq i13 %and, 0
  ret i1 %r
}

define <2 x i1> @icmp_eq_and_splat(<2 x i8> %x) {
  %and = and <2 x i8> %x, splat (i8 1)
  %r = icmp eq <2 x i8> %and, zeroinitializer
  ret <2 x i1> %r
}

define i1 @icmp_eq_and_multi_use(i8 %x) {
  %and = and i8 %x, 1
  %r = icmp eq i8 %and, 0
  call void @use(i8 %and)
  ret i1 %r
}

declare void @use(i8)
