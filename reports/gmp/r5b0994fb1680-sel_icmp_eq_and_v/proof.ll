; r5b0994fb1680: ((load(…) & 1) == 0) ? 0 : C0 -> (load(…) & 1) *[nuw,nsw] C0
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule: constants are arguments.
; @src1/@tgt1: one concrete instance at i32.

define i32 @src(i32 %a0, ptr %a1, ptr %a2, i32 noundef %C0) {
  store i32 %a0, ptr %a1, align 4
  %v0 = getelementptr inbounds nuw i8, ptr %a2, i64 904
  %v1 = load i32, ptr %v0, align 4
  %v2 = and i32 %v1, 1
  %v3 = icmp eq i32 %v2, 0
  %v4 = select i1 %v3, i32 0, i32 %C0
  ret i32 %v4
}

define i32 @tgt(i32 %a0, ptr %a1, ptr %a2, i32 noundef %C0) {
  store i32 %a0, ptr %a1, align 4
  %v0 = getelementptr inbounds nuw i8, ptr %a2, i64 904
  %v1 = load i32, ptr %v0, align 4
  %v2 = and i32 %v1, 1
  %v3 = mul nuw nsw i32 %v2, %C0
  ret i32 %v3
}

define i32 @src1(i32 %x, ptr %y, ptr %z) {
  store i32 %x, ptr %y, align 4
  %v = getelementptr inbounds nuw i8, ptr %z, i64 904
  %v1 = load i32, ptr %v, align 4
  %and = and i32 %v1, 1
  %cmp = icmp eq i32 %and, 0
  %r = select i1 %cmp, i32 0, i32 -1727483681
  ret i32 %r
}

define i32 @tgt1(i32 %x, ptr %y, ptr %z) {
  store i32 %x, ptr %y, align 4
  %v = getelementptr inbounds nuw i8, ptr %z, i64 904
  %v1 = load i32, ptr %v, align 4
  %and = and i32 %v1, 1
  %r = mul nuw nsw i32 %and, -1727483681
  ret i32 %r
}


