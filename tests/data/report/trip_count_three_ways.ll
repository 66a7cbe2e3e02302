; why: one miss found three ways (issue 37 item 2): the trip count (written with icmp ne, so that it is not sub_select_mask's rule) at i32, at i64, and at i64 under a trunc to i32 that the fold does not need; one report, which lists the third as a further rule of the same core
; expect class: instcombine
; expect plugin: fired 3/3, untouched 5/5, FileCheck passed (fails without the fold), refines 7/8
; expect also: 1
define i32 @src_a(i32 %n) {
  %m = and i32 %n, 15
  %z = icmp ne i32 %m, 0
  %s = select i1 %z, i32 %m, i32 16
  %r = sub i32 %n, %s
  ret i32 %r
}
define i32 @tgt_a(i32 %n) {
  %d = add i32 %n, -1
  %r = and i32 %d, -16
  ret i32 %r
}
define i64 @src_b(i64 %n) {
  %m = and i64 %n, 7
  %z = icmp ne i64 %m, 0
  %s = select i1 %z, i64 %m, i64 8
  %r = sub i64 %n, %s
  ret i64 %r
}
define i64 @tgt_b(i64 %n) {
  %d = add i64 %n, -1
  %r = and i64 %d, -8
  ret i64 %r
}
define i32 @src_c(i64 %n) {
  %m = and i64 %n, 3
  %z = icmp ne i64 %m, 0
  %s = select i1 %z, i64 %m, i64 4
  %r = sub i64 %n, %s
  %t = trunc i64 %r to i32
  ret i32 %t
}
define i32 @tgt_c(i64 %n) {
  %d = add i64 %n, -1
  %r = and i64 %d, -4
  %t = trunc i64 %r to i32
  ret i32 %t
}
