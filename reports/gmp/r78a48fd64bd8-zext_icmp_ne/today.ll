; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i8 @zext_icmp_ne(i8 %x) {
  %cmp = icmp ne i8 %x, 0
  %r = zext i1 %cmp to i8
  ret i8 %r
}

define i13 @zext_icmp_ne_i13(i13 %x) {
  %cmp = icmp ne i13 %x, 0
  %r = zext i1 %cmp to i13
  ret i13 %r
}

define <2 x i8> @zext_icmp_ne_splat(<2 x i8> %x) {
  %cmp = icmp ne <2 x i8> %x, zeroinitializer
  %r = zext <2 x i1> %cmp to <2 x i8>
  ret <2 x i8> %r
}
