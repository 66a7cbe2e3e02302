; why: x + x -> x << 1 (LLVM's own canonical form, reported only to exercise the C++): refuted at i1, where the shift by 1 is poison and x + x is 0, so its C++ keeps i1 out, and says so (issue 37 item 4)
; report as: instcombine
; expect plugin: fired 0/4, untouched 0/0, FileCheck passed without the fold too, refines 4/4
; expect width guard: BW > 1
define i32 @src_a(i32 %x) {
  %r = add i32 %x, %x
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}
