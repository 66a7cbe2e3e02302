; r5c03ecabc26a: ((load(…) & 1) == 0) ? 0 : C0 -> (load(…) & 1) *[nuw,nsw] C0
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments.
; @src1/@tgt1: one concrete instance at i8.

define i32 @src(i32 %a0, ptr %a1, ptr %a2, i32 noundef %C0) {
  store i32 %a0, ptr %a1, align 4
  %v0 = load i32, ptr %a2, align 4
  %v1 = and i32 %v0, 1
  %v2 = icmp eq i32 %v1, 0
  %v3 = select i1 %v2, i32 0, i32 %C0
  ret i32 %v3
}

define i32 @tgt(i32 %a0, ptr %a1, ptr %a2, i32 noundef %C0) {
  store i32 %a0, ptr %a1, align 4
  %v0 = load i32, ptr %a2, align 4
  %v1 = and i32 %v0, 1
  %v2 = mul nuw nsw i32 %v1, %C0
  ret i32 %v2
}

define i8 @src1(i8 %x, ptr %y, ptr %z) {
  store i8 %x, ptr %y, align 4
  %v = load i8, ptr %z, align 4
  %and = and i8 %v, 1
  %cmp = icmp eq i8 %and, 0
  %r = select i1 %cmp, i8 0, i8 -33
  ret i8 %r
}

define i8 @tgt1(i8 %x, ptr %y, ptr %z) {
  store i8 %x, ptr %y, align 4
  %v = load i8, ptr %z, align 4
  %and = and i8 %v, 1
  %r = mul nuw nsw i8 %and, -33
  ret i8 %r
}


