; expect: invalid
; why: x=+0.0: fneg gives -0.0 but 0.0 - 0.0 = +0.0

define float @src(float %x) {
  %r = fneg float %x
  ret float %r
}

define float @tgt(float %x) {
  %r = fsub float 0.0, %x
  ret float %r
}
