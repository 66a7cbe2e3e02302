; why: the libYUV cut of the trip count at VF 4 (17 sites): i32 n widened to i64, with the loop's guard n u>= 5 as an unreachable path; the fold needs neither, so the core is the trip count on an i64 argument (guard and zext gone, issue 30 item 2), generalized at every width
; expect rules: 1
; expect subsumed: 0
; expect not proved: 0
; expect pre: C1 == C0 + 1 && isMask(C0)
; expect widths: 8,13,16,32,64
; expect splat: <2 x i64>
; expect general: yes
; expect derived: C0 = 3; C1 = 4; -4 = ~C0
; expect flags: src: -nsw (sub)
; expect class: instcombine
; expect verdict: worth
; expect a subsumed: no
define i64 @src_a(i32 %a0) {
  %v0 = zext nneg i32 %a0 to i64
  %v1 = and i64 %v0, 3
  %v2 = icmp eq i64 %v1, 0
  %v3 = select i1 %v2, i64 4, i64 %v1
  %v4 = sub nsw i64 %v0, %v3
  %v5 = icmp ult i32 %a0, 5
  br i1 %v5, label %b2, label %b1

b1:
  ret i64 %v4

b2:
  unreachable
}

define i64 @tgt_a(i32 %a0) {
  %v0 = zext nneg i32 %a0 to i64
  %v1 = icmp ult i32 %a0, 5
  br i1 %v1, label %b2, label %b1

b1:
  %v2 = add i64 %v0, -1
  %v3 = and i64 -4, %v2
  ret i64 %v3

b2:
  unreachable
}
