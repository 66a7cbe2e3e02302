; expect: invalid
; why: without the power-of-two assume, C = 3 gives x / 3 in the source but x >> cttz(3) = x >> 0 in the target

define i8 @src(i8 %x, i8 noundef %C) {
  %r = udiv i8 %x, %C
  ret i8 %r
}

define i8 @tgt(i8 %x, i8 noundef %C) {
  %s = call i8 @llvm.cttz.i8(i8 %C, i1 true)
  %r = lshr i8 %x, %s
  ret i8 %r
}

declare i8 @llvm.cttz.i8(i8, i1)
