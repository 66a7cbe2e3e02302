; why: ashr (shl nsw x, C), C is x, a fold LLVM knows, found with C = 24: at i8 that instance shifts past the width, so its source is poison on every input and must not be shown; every other instance opt-22 -O3 folds already, so there is no checked instance and the report says it is not for upstreaming (issue 37 item 1)
; expect plugin: fired 0/3, untouched 3/3, FileCheck passed without the fold too, refines 6/6
; report as: instsimplify
; expect instance: none (i8 with C0 = 24: the source is poison or UB on every input)
define i32 @src_a(i32 %x) {
  %a = shl nsw i32 %x, 24
  %r = ashr i32 %a, 24
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  ret i32 %x
}
