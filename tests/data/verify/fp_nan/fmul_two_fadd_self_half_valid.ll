; expect: valid
; why: LangRef NaN rules: x * 2.0 and x + x round the same 2x; a NaN x gives a NaN from the same set (x's payload, quieted or not, or the preferred one) (arguments noundef: this file is about NaN/zero semantics; with undef inputs the target reads an argument twice)

define half @src(half noundef %x) {
%r = fmul half %x, 2.0
  ret half %r
}

define half @tgt(half noundef %x) {
%r = fadd half %x, %x
  ret half %r
}
