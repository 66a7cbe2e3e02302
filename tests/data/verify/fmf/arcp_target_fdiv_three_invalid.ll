; expect: invalid
; why: arcp in the target lets it return x * (1/3.0), which differs from x / 3.0 for some x

define float @src(float %x) {
%r = fdiv float %x, 3.0
  ret float %r
}

define float @tgt(float %x) {
%r = fdiv arcp float %x, 3.0
  ret float %r
}
