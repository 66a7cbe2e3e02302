; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i32 @zext_icmp_ne(i64 %x) {
  %cmp = icmp ne i64 %x, 0
  %r = zext i1 %cmp to i32
  ret i32 %r
}
