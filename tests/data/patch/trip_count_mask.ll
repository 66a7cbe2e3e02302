; why: the vectorizer's trip count x - ((x & C0) == 0 ? C0 + 1 : x & C0) -> (x - 1) & ~C0 when
; why: isMask(C0) (issue 31's acceptance rule): a genuine InstCombine miss, so its patch must
; why: apply, build, fold its positives (proved), leave its negatives and keep InstCombine's suite.
; expect patch: upstream-ready
; expect known: none
define i16 @src_a(i16 %x) {
  %m = and i16 %x, 7
  %z = icmp eq i16 %m, 0
  %s = select i1 %z, i16 8, i16 %m
  %r = sub i16 %x, %s
  ret i16 %r
}
define i16 @tgt_a(i16 %x) {
  %d = add i16 %x, -1
  %r = and i16 %d, -8
  ret i16 %r
}
