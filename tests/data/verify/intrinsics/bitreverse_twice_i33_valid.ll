; expect: valid
; why: bit reversal is an involution at any width

define i33 @src(i33 %x) {
  %a = call i33 @llvm.bitreverse.i33(i33 %x)
  %r = call i33 @llvm.bitreverse.i33(i33 %a)
  ret i33 %r
}

define i33 @tgt(i33 %x) {
  ret i33 %x
}

declare i33 @llvm.bitreverse.i33(i33)
