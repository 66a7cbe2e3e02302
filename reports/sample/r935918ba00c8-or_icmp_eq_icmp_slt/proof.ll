; r935918ba00c8: ((((X | Y) | (Z == 0)) | (W == 0)) | (V s< 1)) | (U == 0) -> 0 == (((((X | Y) | (Z == 0)) | (W == 0)) | (V s< 1)) ? 0 : U)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments.
; @src1/@tgt1: one concrete instance at i8.

define i1 @src(i1 %a0, i1 %a1, ptr %a2, ptr %a3, i32 %a4, i32 %a5) {
  %v0 = or i1 %a0, %a1
  %v1 = icmp eq ptr %a2, null
  %v2 = or i1 %v0, %v1
  %v3 = icmp eq ptr %a3, null
  %v4 = or i1 %v2, %v3
  %v5 = icmp slt i32 %a4, 1
  %v6 = or i1 %v4, %v5
  %v7 = icmp eq i32 %a5, 0
  %v8 = or i1 %v6, %v7
  ret i1 %v8
}

define i1 @tgt(i1 %a0, i1 %a1, ptr %a2, ptr %a3, i32 %a4, i32 %a5) {
  %v0 = or i1 %a0, %a1
  %v1 = icmp eq ptr %a2, null
  %v2 = or i1 %v0, %v1
  %v3 = icmp eq ptr %a3, null
  %v4 = or i1 %v2, %v3
  %v5 = icmp slt i32 %a4, 1
  %v6 = or i1 %v4, %v5
  %v7 = select i1 %v6, i32 0, i32 %a5
  %v8 = icmp eq i32 0, %v7
  ret i1 %v8
}

define i1 @src1(i1 %x, i1 %y, ptr %z, ptr %w, i8 %v, i8 %u) {
  %or = or i1 %x, %y
  %cmp = icmp eq ptr %z, null
  %or1 = or i1 %or, %cmp
  %cmp1 = icmp eq ptr %w, null
  %or2 = or i1 %or1, %cmp1
  %cmp2 = icmp slt i8 %v, 1
  %or3 = or i1 %or2, %cmp2
  %cmp3 = icmp eq i8 %u, 0
  %r = or i1 %or3, %cmp3
  ret i1 %r
}

define i1 @tgt1(i1 %x, i1 %y, ptr %z, ptr %w, i8 %v, i8 %u) {
  %or = or i1 %x, %y
  %cmp = icmp eq ptr %z, null
  %or1 = or i1 %or, %cmp
  %cmp1 = icmp eq ptr %w, null
  %or2 = or i1 %or1, %cmp1
  %cmp2 = icmp slt i8 %v, 1
  %or3 = or i1 %or2, %cmp2
  %sel = select i1 %or3, i8 0, i8 %u
  %r = icmp eq i8 0, %sel
  ret i1 %r
}


