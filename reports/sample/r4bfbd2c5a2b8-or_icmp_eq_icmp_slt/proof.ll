; r4bfbd2c5a2b8: ((((X == 0) | (Y == 0)) | (Z == 0)) | (W s< 1)) | (V == 0) -> 0 == (((((X == 0) | (Y == 0)) | (Z == 0)) | (W s< 1)) ? 0 : V)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments.
; @src1/@tgt1: one concrete instance at i8.

define i1 @src(ptr %a0, ptr %a1, ptr %a2, i32 %a3, i32 %a4) {
  %v0 = icmp eq ptr %a0, null
  %v1 = icmp eq ptr %a1, null
  %v2 = or i1 %v0, %v1
  %v3 = icmp eq ptr %a2, null
  %v4 = or i1 %v2, %v3
  %v5 = icmp slt i32 %a3, 1
  %v6 = or i1 %v4, %v5
  %v7 = icmp eq i32 %a4, 0
  %v8 = or i1 %v6, %v7
  ret i1 %v8
}

define i1 @tgt(ptr %a0, ptr %a1, ptr %a2, i32 %a3, i32 %a4) {
  %v0 = icmp eq ptr %a0, null
  %v1 = icmp eq ptr %a1, null
  %v2 = or i1 %v0, %v1
  %v3 = icmp eq ptr %a2, null
  %v4 = or i1 %v2, %v3
  %v5 = icmp slt i32 %a3, 1
  %v6 = or i1 %v4, %v5
  %v7 = select i1 %v6, i32 0, i32 %a4
  %v8 = icmp eq i32 0, %v7
  ret i1 %v8
}

define i1 @src1(ptr %x, ptr %y, ptr %z, i8 %w, i8 %v) {
  %cmp = icmp eq ptr %x, null
  %cmp1 = icmp eq ptr %y, null
  %or = or i1 %cmp, %cmp1
  %cmp2 = icmp eq ptr %z, null
  %or1 = or i1 %or, %cmp2
  %cmp3 = icmp slt i8 %w, 1
  %or2 = or i1 %or1, %cmp3
  %cmp4 = icmp eq i8 %v, 0
  %r = or i1 %or2, %cmp4
  ret i1 %r
}

define i1 @tgt1(ptr %x, ptr %y, ptr %z, i8 %w, i8 %v) {
  %cmp = icmp eq ptr %x, null
  %cmp1 = icmp eq ptr %y, null
  %or = or i1 %cmp, %cmp1
  %cmp2 = icmp eq ptr %z, null
  %or1 = or i1 %or, %cmp2
  %cmp3 = icmp slt i8 %w, 1
  %or2 = or i1 %or1, %cmp3
  %sel = select i1 %or2, i8 0, i8 %v
  %r = icmp eq i8 0, %sel
  ret i1 %r
}


