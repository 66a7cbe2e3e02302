; expect: valid
; why: LangRef NaN rules: fneg on half flips bit 15 only, NaN payload and all

define i16 @src(half %x) {
%n = fneg half %x
  %r = bitcast half %n to i16
  ret i16 %r
}

define i16 @tgt(half %x) {
%i = bitcast half %x to i16
  %r = xor i16 %i, -32768
  ret i16 %r
}
