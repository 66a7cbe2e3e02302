; synth: found
; fast: yes
; category: fp
; why: Minotaur paper: |x| == 0.0 computed via fcmp/fneg/select is just x == 0.0 (both zeros compare equal, NaN is unordered either way)
; expect-tgt: %r = fcmp oeq float %x, 0.0
; uops: 10 -> 6

define i1 @src(float %x) {
  %c = fcmp oge float %x, 0.0
  %n = fneg float %x
  %a = select i1 %c, float %x, float %n
  %r = fcmp oeq float %a, 0.0
  ret i1 %r
}

define i1 @tgt(float %x) {
  %r = fcmp oeq float %x, 0.0
  ret i1 %r
}
