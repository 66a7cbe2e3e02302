; expect: invalid
; why: LangRef NaN rules: the target's fadd x, -0.0 may return the preferred NaN for a NaN x, whose bits are not x's

define i32 @src(float %x) {
%r = bitcast float %x to i32
  ret i32 %r
}

define i32 @tgt(float %x) {
%a = fadd float %x, -0.0
  %r = bitcast float %a to i32
  ret i32 %r
}
