; expect: invalid
; why: dropping one null check changes the result when only that pointer is null (libYUV cut)

define i1 @src(ptr %0, ptr %1, ptr %2, i32 %3, i32 %4) {
  %6 = icmp eq ptr %0, null
  %7 = icmp eq ptr %1, null
  %8 = or i1 %6, %7
  %9 = icmp eq ptr %2, null
  %10 = or i1 %8, %9
  ret i1 %10
}

define i1 @tgt(ptr %0, ptr %1, ptr %2, i32 %3, i32 %4) {
  %6 = icmp eq ptr %0, null
  %9 = icmp eq ptr %2, null
  %10 = or i1 %6, %9
  ret i1 %10
}
