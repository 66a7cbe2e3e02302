; expect: invalid
; why: x + 0.0 is +0.0 for x = -0.0, whose bits differ from x's

define i32 @src(float %x) {
%a = fadd float %x, 0.0
  %r = bitcast float %a to i32
  ret i32 %r
}

define i32 @tgt(float %x) {
%r = bitcast float %x to i32
  ret i32 %r
}
