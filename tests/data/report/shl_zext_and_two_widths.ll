; why: libYUV's zext nneg(X & 255) <<nuw 24 -> sext(X) << 24 with X: i16 (issue 37 item 1 over two types): generalized to C0 == -1 >>u C1, its smallest instances (i8 -> i16 with C0 = 255 is `and x, -1`; C0 = 1, C1 = 15) are ones InstCombine already shrinks by demanded bits, so the report fired 0 of 2 on them; an instance must now keep the rule's saving after InstCombine and -O3: none of the nine tried does (the rule dropped the source's nneg and nuw, which the proof does not need, and without them InstCombine removes the `and` itself), so the report says it is not for upstreaming as it stands
; expect class: instcombine
; expect plugin: fired 0/2, untouched 5/5, FileCheck passed without the fold too, refines 6/7
; expect instance: none (i16 with C0 = 1, C1 = 15: after opt-22 (-O3, or InstCombine alone) the source is no larger than the target here (2 -> 2 IR instructions))
; expect width guard: none
define i32 @src_a(i16 %x) {
  %and = and i16 %x, 255
  %zext = zext nneg i16 %and to i32
  %r = shl nuw i32 %zext, 24
  ret i32 %r
}
define i32 @tgt_a(i16 %x) {
  %sext = sext i16 %x to i32
  %r = shl i32 %sext, 24
  ret i32 %r
}
