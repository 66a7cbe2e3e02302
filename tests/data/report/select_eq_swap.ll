; why: select (x == C) ? C : x is x (the icmp/select shape InstSimplify takes)
; expect plugin: fired 0/3, untouched 2/2, FileCheck passed without the fold too, refines 5/5
; report as: instsimplify
define i8 @src_a(i8 %x) {
  %c = icmp eq i8 %x, 42
  %r = select i1 %c, i8 42, i8 %x
  ret i8 %r
}
define i8 @tgt_a(i8 %x) {
  ret i8 %x
}
