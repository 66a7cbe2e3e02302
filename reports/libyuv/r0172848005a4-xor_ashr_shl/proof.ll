; r0172848005a4: ((X <<[nuw] 24) >>s 24) ^ -128 -> X +[nsw] -128
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments.
; @src1/@tgt1: one concrete instance at i32.

define i32 @src(i32 %a0) {
  %v0 = shl nuw i32 %a0, 24
  %v1 = ashr i32 %v0, 24
  %v2 = xor i32 %v1, -128
  ret i32 %v2
}

define i32 @tgt(i32 %a0) {
  %v0 = add nsw i32 %a0, -128
  ret i32 %v0
}

define i32 @src1(i32 %x) {
  %shl = shl nuw i32 %x, 24
  %ashr = ashr i32 %shl, 24
  %r = xor i32 %ashr, -128
  ret i32 %r
}

define i32 @tgt1(i32 %x) {
  %r = add nsw i32 %x, -128
  ret i32 %r
}


