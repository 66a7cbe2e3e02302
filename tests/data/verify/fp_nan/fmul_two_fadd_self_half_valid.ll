; expect: valid
; why: LangRef NaN rules: x * 2.0 and x + x round the same 2x; a NaN x gives a NaN from the same set (x's payload, quieted or not, or the preferred one)

define half @src(half %x) {
%r = fmul half %x, 2.0
  ret half %r
}

define half @tgt(half %x) {
%r = fadd half %x, %x
  ret half %r
}
