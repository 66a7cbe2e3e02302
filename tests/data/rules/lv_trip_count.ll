; why: the loop vectorizer's trip count n - ((n & (VF-1)) == 0 ? VF : n & (VF-1)) is (n - 1) & -VF for every power of two VF (libYUV, issue 11)
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: C1 == C0 + 1 && isMask(C0)
; expect widths: 8,13,16,32,64
; expect splat: <4 x i32>
; expect general: yes
; expect derived: C0 = 15; C1 = 16; -16 = ~C0
; expect flags: none
; expect class: instcombine
; expect verdict: worth
; expect a subsumed: no
define i32 @src_a(i32 %n) {
  %m = and i32 %n, 15
  %z = icmp eq i32 %m, 0
  %s = select i1 %z, i32 16, i32 %m
  %r = sub i32 %n, %s
  ret i32 %r
}
define i32 @tgt_a(i32 %n) {
  %d = add i32 %n, -1
  %r = and i32 %d, -16
  ret i32 %r
}
define i64 @src_b(i64 %n) {
  %m = and i64 %n, 31
  %z = icmp eq i64 %m, 0
  %s = select i1 %z, i64 32, i64 %m
  %r = sub i64 %n, %s
  ret i64 %r
}
define i64 @tgt_b(i64 %n) {
  %d = add i64 %n, -1
  %r = and i64 %d, -32
  ret i64 %r
}
