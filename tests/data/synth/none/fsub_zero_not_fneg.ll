; synth: none
; fast: yes
; category: fp
; why: 0.0 - x is NOT fneg x (x = +0.0 gives +0.0, fneg gives -0.0), and no 0-instruction form equals it; a synthesizer must not claim fneg here

define float @src(float %x) {
  %r = fsub float 0.0, %x
  ret float %r
}
