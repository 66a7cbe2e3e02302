; expect: valid
; why: bitcast is a no-op on bits; i32->float->i32 returns x (NaN patterns included)

define i32 @src(i32 %x) {
  %f = bitcast i32 %x to float
  %r = bitcast float %f to i32
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
