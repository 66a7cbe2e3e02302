; expect: invalid
; why: rounding the address up to 64 gives 0 also for addresses 2^64-63..2^64-1 (a pointer may hold any address), not only for null (libYUV cut)

define i1 @src(ptr %0) {
  %2 = ptrtoint ptr %0 to i64
  %3 = add nsw i64 %2, 63
  %4 = and i64 %3, -64
  %5 = icmp eq i64 %4, 0
  ret i1 %5
}

define i1 @tgt(ptr %0) {
  %5 = icmp eq ptr %0, null
  ret i1 %5
}
