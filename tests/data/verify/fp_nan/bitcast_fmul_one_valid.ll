; expect: valid
; why: LangRef NaN rules: x * 1.0 is x for numbers and may return a NaN x unchanged (quiet bit and payload as is)

define i64 @src(double %x) {
%a = fmul double %x, 1.0
  %r = bitcast double %a to i64
  ret i64 %r
}

define i64 @tgt(double %x) {
%r = bitcast double %x to i64
  ret i64 %r
}
