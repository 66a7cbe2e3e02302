; why: x * -1.0 is fneg x (NaN results may differ in payload and sign: both are a NaN)
; expect plugin: fired 0/1, untouched 0/0, FileCheck passed without the fold too, refines 1/1
; report as: instcombine
define float @src_a(float %x) {
  %r = fmul float %x, -1.0
  ret float %r
}
define float @tgt_a(float %x) {
  %r = fneg float %x
  ret float %r
}
