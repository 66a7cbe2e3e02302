; expect: valid
; why: LangRef NaN rules: bitcast keeps every bit, signaling NaN patterns included

define i32 @src(i32 %i) {
%f = bitcast i32 %i to float
  %r = bitcast float %f to i32
  ret i32 %r
}

define i32 @tgt(i32 %i) {
ret i32 %i
}
