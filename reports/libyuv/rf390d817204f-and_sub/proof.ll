; rf390d817204f: (X - Y) & 1 -> 1 & (X + Y)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments.
; @src1/@tgt1: one concrete instance at i8.

define i32 @src(i32 %a0, i32 %a1) {
  %v0 = sub i32 %a0, %a1
  %v1 = and i32 %v0, 1
  ret i32 %v1
}

define i32 @tgt(i32 %a0, i32 %a1) {
  %v0 = add i32 %a0, %a1
  %v1 = and i32 1, %v0
  ret i32 %v1
}

define i8 @src1(i8 %x, i8 %y) {
  %sub = sub i8 %x, %y
  %r = and i8 %sub, 1
  ret i8 %r
}

define i8 @tgt1(i8 %x, i8 %y) {
  %add = add i8 %x, %y
  %r = and i8 %add, 1
  ret i8 %r
}


