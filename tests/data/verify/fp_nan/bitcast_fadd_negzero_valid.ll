; expect: valid
; why: LangRef NaN rules: x + -0.0 is x for numbers (-0.0 included) and may return a NaN x unchanged, so its bits may be x's

define i32 @src(float %x) {
%a = fadd float %x, -0.0
  %r = bitcast float %a to i32
  ret i32 %r
}

define i32 @tgt(float %x) {
%r = bitcast float %x to i32
  ret i32 %r
}
