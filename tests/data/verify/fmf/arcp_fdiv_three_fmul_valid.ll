; expect: valid
; why: arcp: x / 3.0 may be x * (1/3.0), with 1/3.0 rounded to float (0x3FD5555560000000)

define float @src(float %x) {
%r = fdiv arcp float %x, 3.0
  ret float %r
}

define float @tgt(float %x) {
%r = fmul float %x, 0x3FD5555560000000
  ret float %r
}
