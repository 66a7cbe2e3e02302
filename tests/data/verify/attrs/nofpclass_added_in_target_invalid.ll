; expect: invalid
; why: nofpclass(nan) only on the target's argument makes a NaN input poison in the target alone

define float @src(float %x) {
  ret float %x
}

define float @tgt(float nofpclass(nan) %x) {
  ret float %x
}
