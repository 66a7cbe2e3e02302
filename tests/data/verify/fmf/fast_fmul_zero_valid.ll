; expect: valid
; why: nnan ninf nsz: x * 0.0 is a zero of free sign (NaN and inf operands make it poison), so +0.0 refines it

define float @src(float %x) {
%r = fmul nnan ninf nsz float %x, 0.0
  ret float %r
}

define float @tgt(float %x) {
ret float 0.0
}
