; expect: valid
; why: LangRef NaN rules: fsub -0.0, x may return x's NaN unchanged with any sign, so fneg x through the phi is one of its results (arguments noundef: this file is about NaN/zero semantics; with undef inputs the target reads an argument twice)

define float @src(i1 noundef %c, float noundef %x) {
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

define float @tgt(i1 noundef %c, float noundef %x) {
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
