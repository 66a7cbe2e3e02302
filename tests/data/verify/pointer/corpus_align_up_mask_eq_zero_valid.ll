; expect: valid
; why: ptrtoint gives the address; (x & -64) == 0 exactly when x <u 64 (a libYUV cut, 17 sites, that was "unsupported: ptrtoint")

define i1 @src(ptr %0) {
  %2 = ptrtoint ptr %0 to i64
  %3 = add nsw i64 %2, 63
  %4 = and i64 %3, -64
  %5 = icmp eq i64 %4, 0
  ret i1 %5
}

define i1 @tgt(ptr %0) {
  %2 = ptrtoint ptr %0 to i64
  %3 = add nsw i64 %2, 63
  %5 = icmp ult i64 %3, 64
  ret i1 %5
}
