; expect: invalid
; why: LangRef NaN rules: an fneg reaching the phi keeps the NaN bits; fsub -0.0, x in its place may return another NaN

define float @src(i1 %c, float %x) {
br i1 %c, label %a, label %b
a:
  %v = fneg float %x
  br label %m
b:
  br label %m
m:
  %r = phi float [ %v, %a ], [ %x, %b ]
  ret float %r
}

define float @tgt(i1 %c, float %x) {
br i1 %c, label %a, label %b
a:
  %v = fsub float -0.0, %x
  br label %m
b:
  br label %m
m:
  %r = phi float [ %v, %a ], [ %x, %b ]
  ret float %r
}
