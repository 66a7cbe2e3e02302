; expect: valid
; why: mul nuw x, 2 and shl nuw x, 1 overflow (poison) for exactly x >= 128

define i8 @src(i8 %x) {
  %r = mul nuw i8 %x, 2
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = shl nuw i8 %x, 1
  ret i8 %r
}
