; expect: valid
; why: LangRef NaN rules: x + -0.0 is x (zeros included) and may return a NaN x unchanged (signaling ones too)

define half @src(half %x) {
%r = fadd half %x, -0.0
  ret half %r
}

define half @tgt(half %x) {
ret half %x
}
