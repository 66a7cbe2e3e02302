; why: sext(x == 0) as x - umax(x, 1) (GMP, 21 sites, found before issue 15): the target reads x twice, so with an undef x it may return any value where the source returns 0 or -1; no rule
; expect rules: 0
; expect subsumed: 0
; expect not proved: 1
define i64 @src_a(i64 %x) {
  %z = icmp eq i64 %x, 0
  %r = sext i1 %z to i64
  ret i64 %r
}
define i64 @tgt_a(i64 %x) {
  %m = call i64 @llvm.umax.i64(i64 %x, i64 1)
  %r = sub i64 %x, %m
  ret i64 %r
}
declare i64 @llvm.umax.i64(i64, i64)
