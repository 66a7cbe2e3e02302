; expect: valid
; why: LangRef NaN rules: phi passes its incoming value bit for bit; both incoming values are x

define float @src(i1 %c, float %x) {
br i1 %c, label %a, label %b
a:
  %u = fneg float %x
  %v = fneg float %u
  br label %m
b:
  br label %m
m:
  %r = phi float [ %v, %a ], [ %x, %b ]
  ret float %r
}

define float @tgt(i1 %c, float %x) {
ret float %x
}
