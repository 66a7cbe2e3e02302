; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i32 @sel_icmp_eq_and_v(i32 %x, ptr %y, ptr %z) {
  store i32 %x, ptr %y, align 4
  %v = getelementptr inbounds nuw i8, ptr %z, i64 908
  %v1 = load i32, ptr %v, align 4
  %and = and i32 %v1, 1
  %cmp = icmp eq i32 %and, 0
  %r = select i1 %cmp, i32 0, i32 -1727483681
  ret i32 %r
}

define i32 @sel_icmp_eq_and_v_multi_use(i32 %x, ptr %y, ptr %z) {
  store i32 %x, ptr %y, align 4
  %v = getelementptr inbounds nuw i8, ptr %z, i64 908
  %v1 = load i32, ptr %v, align 4
  %and = and i32 %v1, 1
  %cmp = icmp eq i32 %and, 0
  %r = select i1 %cmp, i32 0, i32 -1727483681
  call void @use.i32(i32 %v1)
  ret i32 %r
}

declare void @use.i32(i32)
