; rd88e5a796cce: 1 - ((X << 1) & 2) -> (freeze(X) ^ 1) -[nsw] freeze(X)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments.
; @src1/@tgt1: one concrete instance at i8.

define i32 @src(i32 %a0) {
  %v0 = shl i32 %a0, 1
  %v1 = and i32 %v0, 2
  %v2 = sub i32 1, %v1
  ret i32 %v2
}

define i32 @tgt(i32 %a0) {
  %v0 = freeze i32 %a0
  %v1 = xor i32 %v0, 1
  %v2 = sub nsw i32 %v1, %v0
  ret i32 %v2
}

define i8 @src1(i8 %x) {
  %shl = shl i8 %x, 1
  %and = and i8 %shl, 2
  %r = sub i8 1, %and
  ret i8 %r
}

define i8 @tgt1(i8 %x) {
  %fr = freeze i8 %x
  %xor = xor i8 %fr, 1
  %r = sub nsw i8 %xor, %fr
  ret i8 %r
}


