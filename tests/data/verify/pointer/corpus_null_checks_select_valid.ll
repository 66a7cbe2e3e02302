; expect: valid
; why: icmp of pointers with null compares addresses; the rest is integer logic (a libYUV cut, 19 sites, that was "unsupported: icmp of pointers"; the rewrite synthesis now finds for it)

define i1 @src(ptr %0, ptr %1, ptr %2, i32 %3, i32 %4) {
  %6 = icmp eq ptr %0, null
  %7 = icmp eq ptr %1, null
  %8 = or i1 %6, %7
  %9 = icmp eq ptr %2, null
  %10 = or i1 %8, %9
  %11 = icmp slt i32 %3, 1
  %12 = or i1 %10, %11
  %13 = icmp eq i32 %4, 0
  %14 = or i1 %12, %13
  ret i1 %14
}

define i1 @tgt(ptr %0, ptr %1, ptr %2, i32 %3, i32 %4) {
  %v6 = icmp eq ptr %0, null
  %v7 = icmp eq ptr %1, null
  %v8 = or i1 %v6, %v7
  %v9 = icmp eq ptr %2, null
  %v10 = or i1 %v8, %v9
  %v11 = icmp slt i32 %3, 1
  %v12 = or i1 %v10, %v11
  %s0 = select i1 %v12, i32 0, i32 %4
  %s1 = icmp eq i32 0, %s0
  ret i1 %s1
}
