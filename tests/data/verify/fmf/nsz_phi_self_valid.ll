; expect: valid
; why: nsz on a phi (a zero of free sign) refines itself

define float @src(i1 %c, float %x, float %y) {
br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %r = phi nsz float [ %x, %a ], [ %y, %b ]
  ret float %r
}

define float @tgt(i1 %c, float %x, float %y) {
br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %r = phi nsz float [ %x, %a ], [ %y, %b ]
  ret float %r
}
