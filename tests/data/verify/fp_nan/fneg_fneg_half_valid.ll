; expect: valid
; why: LangRef NaN rules: fneg flips only the sign bit, twice gives x bit for bit (NaN payload kept)

define half @src(half %x) {
%a = fneg half %x
  %r = fneg half %a
  ret half %r
}

define half @tgt(half %x) {
ret half %x
}
