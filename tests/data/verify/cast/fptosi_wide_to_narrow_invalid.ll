; expect: invalid
; why: x=200.0: src trunc(200) = -56, tgt fptosi to i8 is poison

define i8 @src(float %x) {
  %w = fptosi float %x to i32
  %r = trunc i32 %w to i8
  ret i8 %r
}

define i8 @tgt(float %x) {
  %r = fptosi float %x to i8
  ret i8 %r
}
