; expect: valid
; why: where the i8 conversion is in range it equals trunc of the i32 one; else src is poison

define i8 @src(float %x) {
  %r = fptosi float %x to i8
  ret i8 %r
}

define i8 @tgt(float %x) {
  %w = fptosi float %x to i32
  %r = trunc i32 %w to i8
  ret i8 %r
}
