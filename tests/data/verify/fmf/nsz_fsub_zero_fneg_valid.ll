; expect: valid
; why: nsz: 0.0 - x may give -0.0 for x = +0.0; for a NaN x fsub may return x's NaN with any sign: fneg x refines it

define float @src(float %x) {
%r = fsub nsz float 0.0, %x
  ret float %r
}

define float @tgt(float %x) {
%r = fneg float %x
  ret float %r
}
