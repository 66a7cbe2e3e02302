; r0172848005a4: ((X <<[nuw] C0) >>s C0) ^ C1 -> X + C1
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments, the precondition an llvm.assume.
; @src1/@tgt1: one concrete instance at i8.

define i32 @src(i32 %a0, i32 noundef %C0, i32 noundef %C1) {
  %p0_0 = sub i32 32, %C0
  %p0_1 = sub i32 %p0_0, 1
  %p0_2 = shl i32 -1, %p0_1
  %p0_3 = icmp eq i32 %C1, %p0_2
  call void @llvm.assume(i1 %p0_3)
  %v0 = shl nuw i32 %a0, %C0
  %v1 = ashr i32 %v0, %C0
  %v2 = xor i32 %v1, %C1
  ret i32 %v2
}

define i32 @tgt(i32 %a0, i32 noundef %C0, i32 noundef %C1) {
  %v0 = add i32 %a0, %C1
  ret i32 %v0
}

define i8 @src1(i8 %x) {
  %shl = shl nuw i8 %x, 3
  %ashr = ashr i8 %shl, 3
  %r = xor i8 %ashr, -16
  ret i8 %r
}

define i8 @tgt1(i8 %x) {
  %r = add i8 %x, -16
  ret i8 %r
}

declare void @llvm.assume(i1)
