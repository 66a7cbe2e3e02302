; expect: valid
; why: LangRef NaN rules: fneg flips only the sign bit, NaN or not: the bits are x ^ 0x80000000

define i32 @src(float %x) {
%n = fneg float %x
  %r = bitcast float %n to i32
  ret i32 %r
}

define i32 @tgt(float %x) {
%i = bitcast float %x to i32
  %r = xor i32 %i, -2147483648
  ret i32 %r
}
