; synth: found
; category: integer
; why: counting two flag bits by shifting and masking is ctpop of the low two bits
; expect-tgt: %m = and i8 %x, 3 ; %r = call i8 @llvm.ctpop.i8(i8 %m)
; uops: 8 -> 5

define i8 @src(i8 %x) {
  %b0 = and i8 %x, 1
  %s = lshr i8 %x, 1
  %b1 = and i8 %s, 1
  %r = add i8 %b0, %b1
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %m = and i8 %x, 3
  %r = call i8 @llvm.ctpop.i8(i8 %m)
  ret i8 %r
}

declare i8 @llvm.ctpop.i8(i8)
