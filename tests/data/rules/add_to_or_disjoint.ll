; why: (x << 1) + 1 is (x << 1) | 1, and the or is disjoint: a target flag the proof allows
define i32 @src_a(i32 %x) {
  %s = shl i32 %x, 1
  %r = add i32 %s, 1
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %s = shl i32 %x, 1
  %r = or i32 %s, 1
  ret i32 %r
}
